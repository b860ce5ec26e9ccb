import type { ScreenMessages } from '../en.ts';

export const itExports: ScreenMessages['exports'] = {
  deck: 'Presentazione (PPTX)',
  workbook: 'Cartella di lavoro (XLSX)',
  making: 'Preparazione del file…',
  failed: 'Non è stato possibile creare il file. Riprova.',
  sheets: {
    summary: 'Riepilogo',
    kpis: 'KPI',
    curves: 'Curve al secondo',
    survey: 'Sondaggio',
    demographics: 'Dati demografici',
  },
  columns: {
    project: 'Progetto',
    analysed: 'Analizzato il',
    respondents: 'Rispondenti',
    target: 'Campione acquistato',
    simulated: 'Rispondenti simulati',
    metric: 'Metrica',
    value: 'Valore',
    low: 'Limite inferiore 95%',
    high: 'Limite superiore 95%',
    normMean: 'Media della norma',
    normLevel: 'Livello della norma',
    comparison: 'Rispetto alla norma',
    cut: 'Suddivisione',
    group: 'Gruppo',
    measured: 'Misurati con webcam',
    notSignificant: 'Non significativo',
    question: 'Domanda',
    type: 'Tipo',
    answered: 'Risposte',
    note: 'Nota',
  },
  scene: 'Heatmap a {{time}} s',
  scenesNote: 'Fotogrammi delle scene: la heatmap di ogni secondo sul fotogramma mostrato in quel momento.',
  pdf: {
    contents: 'Indice',
    summary: 'Sintesi',
    summaryIntro:
      'Media in ordine di indice globale, dal migliore: ciascuno con il suo intervallo al 95% e il numero di rispondenti (n) su cui si basa.',
    glossary: 'Glossario',
    methodology: 'Metodologia',
    methodologyIntro:
      'Come è calcolato ogni numero di questo report. Le formule complete, con ogni costante, sono nella metodologia di AdPulse.',
    page: 'Pagina {{page}} di {{pages}}',
    simulatedShort: 'Rispondenti simulati',
    syntheticNorms:
      'Le norme indicate come “norma sintetica” derivano da 200 annunci simulati, non da progetti reali.',
    curves:
      'Secondo per secondo, su un’unica scala 0–100: attenzione (%), coinvolgimento (0–100) e valenza (50 + 50 × valenza), ciascuna con la sua banda al 95%. I fotogrammi sotto le curve stanno al loro secondo.',
    terms: {
      interval: {
        term: 'Intervallo al 95%',
        text: 'L’intervallo di valori compatibili con il campione al 95% di confidenza (bootstrap sui rispondenti, o Clopper-Pearson per una quota). Si restringe al crescere di n; per valenza, coinvolgimento e indice globale tiene conto anche dell’errore sistematico di lettura della webcam, quindi non scende mai sotto di esso.',
      },
      n: { term: 'n', text: 'Il numero di rispondenti su cui si basa un numero.' },
      norm: {
        term: 'Norma',
        text: 'Lo stesso KPI sui media dei progetti chiusi di un gruppo di riferimento: il livello 2 è la categoria sul canale nel paese, il livello 1 tutti i media del paese.',
      },
      middleHalf: {
        term: 'Metà centrale',
        text: 'Dal 25° al 75° percentile della norma. Un KPI è sopra o sotto la norma solo quando il suo intervallo al 95% ne è tutto fuori.',
      },
      synthetic: {
        term: 'Norma sintetica',
        text: 'Un riferimento costruito da 200 annunci simulati, usato finché non si chiudono abbastanza progetti reali del gruppo. Mostra come funziona il prodotto, non come rendono gli annunci reali.',
      },
      simulated: {
        term: 'Rispondenti simulati',
        text: 'Rispondenti generati dal modello del prodotto, per demo e test. I loro numeri mostrano come funziona il prodotto, non un pubblico reale.',
      },
      attentive: {
        term: 'Secondo attento',
        text: 'Un secondo in cui almeno metà dei campioni della webcam mostra un volto rivolto allo schermo con gli occhi aperti. Lo sguardo non è usato.',
      },
      heatmap: {
        term: 'Heatmap',
        text: 'Dove è caduto lo sguardo stimato dalla webcam sul media, dai rispondenti con errore di calibrazione di al massimo 6°. Lo sguardo da webcam è approssimato (circa 2°).',
      },
      scene: {
        term: 'Fotogramma della scena',
        text: 'La heatmap di un secondo sopra il fotogramma del media mostrato in quel secondo.',
      },
      separable: {
        term: 'Non separabili al 95%',
        text: 'L’indice globale di nessuno dei due media è più alto con probabilità del 97,5% o più (bootstrap sui rispondenti): condividono un intervallo di posizioni.',
      },
      model: {
        term: 'Modello',
        text: 'Un numero calcolato da ipotesi dichiarate anziché misurato, come il clic predittivo.',
      },
    },
  },
};
