import type { ScreenMessages } from '../en.ts';

export const deExports: ScreenMessages['exports'] = {
  deck: 'Foliensatz (PPTX)',
  workbook: 'Arbeitsmappe (XLSX)',
  making: 'Datei wird erstellt…',
  failed: 'Die Datei konnte nicht erstellt werden. Bitte erneut versuchen.',
  sheets: {
    summary: 'Übersicht',
    kpis: 'KPIs',
    curves: 'Kurven pro Sekunde',
    survey: 'Umfrage',
    demographics: 'Demografie',
  },
  columns: {
    project: 'Projekt',
    analysed: 'Analysiert am',
    respondents: 'Befragte',
    target: 'Gekaufte Stichprobe',
    simulated: 'Simulierte Befragte',
    metric: 'Kennzahl',
    value: 'Wert',
    low: '95 % untere Grenze',
    high: '95 % obere Grenze',
    normMean: 'Mittelwert der Norm',
    normLevel: 'Normebene',
    comparison: 'Im Vergleich zur Norm',
    cut: 'Aufteilung',
    group: 'Gruppe',
    measured: 'Per Webcam gemessen',
    notSignificant: 'Nicht signifikant',
    question: 'Frage',
    type: 'Typ',
    answered: 'Beantwortet',
    note: 'Hinweis',
  },
  scene: 'Heatmap bei {{time}} s',
  scenesNote: 'Szenenbilder: die Heatmap jeder Sekunde über dem Bild, das in dieser Sekunde zu sehen war.',
  pdf: {
    contents: 'Inhalt',
    summary: 'Zusammenfassung',
    summaryIntro:
      'Medien nach Gesamtindex, die besten zuerst: jedes mit seinem 95-%-Intervall und der Zahl der Befragten (n) dahinter.',
    glossary: 'Glossar',
    methodology: 'Methodik',
    methodologyIntro:
      'Wie jede Zahl dieses Berichts entsteht. Die vollständigen Formeln mit allen Konstanten stehen in der AdPulse-Methodik.',
    page: 'Seite {{page}} von {{pages}}',
    simulatedShort: 'Simulierte Befragte',
    syntheticNorms:
      'Als „synthetische Norm“ markierte Normen stammen aus 200 simulierten Anzeigen, nicht aus echten Projekten.',
    curves:
      'Pro Sekunde auf einer Skala von 0–100: Aufmerksamkeit (%), Engagement (0–100) und Valenz (50 + 50 × Valenz), jeweils mit 95-%-Band. Die Szenenbilder unter den Kurven stehen bei ihrer Sekunde.',
    terms: {
      interval: {
        term: '95-%-Intervall',
        text: 'Der Wertebereich, den die Stichprobe mit 95 % Konfidenz stützt (Bootstrap über Befragte oder Clopper-Pearson für einen Anteil). Er wird mit wachsendem n enger; bei Valenz, Engagement und Gesamtindex berücksichtigt er auch den systematischen Messfehler der Kamera und wird daher nie schmaler als dieser.',
      },
      n: { term: 'n', text: 'Die Zahl der Befragten hinter einer Zahl.' },
      norm: {
        term: 'Norm',
        text: 'Derselbe KPI über die Medien abgeschlossener Projekte einer Referenzgruppe: Stufe 2 ist die Kategorie auf dem Kanal im Land, Stufe 1 alle Medien im Land.',
      },
      middleHalf: {
        term: 'Mittlere Hälfte',
        text: 'Das 25. bis 75. Perzentil der Norm. Ein KPI liegt nur dann über oder unter der Norm, wenn sein 95-%-Intervall ganz außerhalb davon liegt.',
      },
      synthetic: {
        term: 'Synthetische Norm',
        text: 'Eine Referenz aus 200 simulierten Anzeigen, genutzt, bis genug echte Projekte der Gruppe abgeschlossen sind. Sie zeigt, wie das Produkt funktioniert, nicht wie echte Anzeigen abschneiden.',
      },
      simulated: {
        term: 'Simulierte Befragte',
        text: 'Vom generativen Modell des Produkts erzeugte Befragte, für Demos und Tests. Ihre Zahlen zeigen, wie das Produkt funktioniert, kein echtes Publikum.',
      },
      attentive: {
        term: 'Aufmerksame Sekunde',
        text: 'Eine Sekunde, in der mindestens die Hälfte der Webcam-Messungen ein dem Bildschirm zugewandtes Gesicht mit offenen Augen zeigt. Der Blick wird nicht verwendet.',
      },
      heatmap: {
        term: 'Heatmap',
        text: 'Wohin der per Webcam geschätzte Blick auf dem Medium fiel, von Befragten mit höchstens 6° Kalibrierungsfehler. Webcam-Blick ist ungefähr (etwa 2°).',
      },
      scene: {
        term: 'Szenenbild',
        text: 'Die Heatmap einer Sekunde über dem Bild des Mediums, das in dieser Sekunde zu sehen war.',
      },
      separable: {
        term: 'Bei 95 % nicht trennbar',
        text: 'Der Gesamtindex keines der beiden Medien ist mit einer Wahrscheinlichkeit von 97,5 % oder mehr höher (Bootstrap über Befragte): Sie teilen sich einen Rangbereich.',
      },
      model: {
        term: 'Modell',
        text: 'Eine aus genannten Annahmen berechnete statt gemessene Zahl, etwa der prognostizierte Klick.',
      },
    },
  },
};
