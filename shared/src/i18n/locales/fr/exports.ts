import type { ScreenMessages } from '../en.ts';

export const frExports: ScreenMessages['exports'] = {
  deck: 'Présentation (PPTX)',
  workbook: 'Classeur (XLSX)',
  making: 'Création du fichier…',
  failed: 'Le fichier n’a pas pu être créé. Réessayez.',
  sheets: {
    summary: 'Synthèse',
    kpis: 'KPI',
    curves: 'Courbes par seconde',
    survey: 'Questionnaire',
    demographics: 'Démographie',
  },
  columns: {
    project: 'Projet',
    analysed: 'Analysé le',
    respondents: 'Répondants',
    target: 'Échantillon acheté',
    simulated: 'Répondants simulés',
    metric: 'Indicateur',
    value: 'Valeur',
    low: 'Borne basse 95 %',
    high: 'Borne haute 95 %',
    normMean: 'Moyenne de la norme',
    normLevel: 'Niveau de norme',
    comparison: 'Par rapport à la norme',
    cut: 'Découpage',
    group: 'Groupe',
    measured: 'Mesurés par webcam',
    notSignificant: 'Non significatif',
    question: 'Question',
    type: 'Type',
    answered: 'Réponses',
    note: 'Remarque',
  },
  scene: 'Heatmap à {{time}} s',
  scenesNote: 'Images des scènes : la heatmap de chaque seconde sur l’image montrée à ce moment.',
  pdf: {
    contents: 'Sommaire',
    summary: 'Synthèse',
    summaryIntro:
      'Médias classés par indice global, le meilleur d’abord : chacun avec son intervalle à 95 % et le nombre de répondants (n) derrière lui.',
    glossary: 'Glossaire',
    methodology: 'Méthodologie',
    methodologyIntro:
      'Comment chaque chiffre de ce rapport est obtenu. Les formules complètes, avec chaque constante, sont dans la méthodologie d’AdPulse.',
    page: 'Page {{page}} sur {{pages}}',
    simulatedShort: 'Répondants simulés',
    syntheticNorms:
      'Les normes marquées « norme synthétique » viennent de 200 publicités simulées, pas de projets réels.',
    curves:
      'Par seconde, sur une seule échelle 0–100 : attention (%), engagement (0–100) et valence (50 + 50 × valence), chacune avec sa bande à 95 %. Les images des scènes sous les courbes sont placées à leur seconde.',
    terms: {
      interval: {
        term: 'Intervalle à 95 %',
        text: 'L’éventail de valeurs que l’échantillon soutient à 95 % de confiance (bootstrap sur les répondants, ou Clopper-Pearson pour une part). Il se resserre quand n augmente ; pour la valence, l’engagement et l’indice global, il tient aussi compte de l’erreur systématique de lecture de la caméra et ne descend donc jamais sous celle-ci.',
      },
      n: { term: 'n', text: 'Le nombre de répondants derrière un chiffre.' },
      norm: {
        term: 'Norme',
        text: 'Le même KPI sur les médias des projets clos d’un groupe de référence : le niveau 2 est la catégorie sur le canal dans le pays, le niveau 1 tous les médias du pays.',
      },
      middleHalf: {
        term: 'Moitié centrale',
        text: 'Du 25e au 75e percentile de la norme. Un KPI n’est au-dessus ou en dessous de la norme que si son intervalle à 95 % est entièrement en dehors.',
      },
      synthetic: {
        term: 'Norme synthétique',
        text: 'Une référence construite à partir de 200 publicités simulées, utilisée jusqu’à ce qu’assez de projets réels du groupe soient clos. Elle montre comment fonctionne le produit, pas la performance de vraies publicités.',
      },
      simulated: {
        term: 'Répondants simulés',
        text: 'Des répondants produits par le modèle génératif du produit, pour les démos et les tests. Leurs chiffres montrent comment fonctionne le produit, pas un vrai public.',
      },
      attentive: {
        term: 'Seconde attentive',
        text: 'Une seconde où au moins la moitié des mesures de la webcam montrent un visage tourné vers l’écran, les yeux ouverts. Le regard n’est pas utilisé.',
      },
      heatmap: {
        term: 'Heatmap',
        text: 'Où le regard estimé par la webcam est tombé sur le média, chez les répondants dont l’erreur de calibration était d’au plus 6°. Le regard par webcam est approximatif (environ 2°).',
      },
      scene: {
        term: 'Image de scène',
        text: 'La heatmap d’une seconde sur l’image du média montrée pendant cette seconde.',
      },
      separable: {
        term: 'Non séparables à 95 %',
        text: 'L’indice global d’aucun des deux médias n’est plus élevé avec une probabilité de 97,5 % ou plus (bootstrap sur les répondants) : ils partagent une plage de rangs.',
      },
      model: {
        term: 'Modèle',
        text: 'Un chiffre calculé à partir d’hypothèses énoncées plutôt que mesuré, comme le clic prédictif.',
      },
    },
  },
};
