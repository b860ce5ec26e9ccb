/** English texts of the slide deck and the workbook (the downloads beside the PDF report). */
export const enExports = {
  deck: 'Slide deck (PPTX)',
  workbook: 'Workbook (XLSX)',
  making: 'Making the file…',
  failed: 'The file could not be made. Try again.',
  sheets: {
    summary: 'Summary',
    kpis: 'KPIs',
    curves: 'Curves per second',
    survey: 'Survey',
    demographics: 'Demographics',
  },
  columns: {
    project: 'Project',
    analysed: 'Analysed on',
    respondents: 'Respondents',
    target: 'Sample bought',
    simulated: 'Simulated respondents',
    metric: 'Metric',
    value: 'Value',
    low: '95% low',
    high: '95% high',
    normMean: 'Norm mean',
    normLevel: 'Norm level',
    comparison: 'Against the norm',
    cut: 'Split',
    group: 'Group',
    measured: 'Measured by webcam',
    notSignificant: 'Not significant',
    question: 'Question',
    type: 'Type',
    answered: 'Answered',
    note: 'Note',
  },
  scene: 'Heatmap at {{time}} s',
  scenesNote: 'Scene frames: the heatmap of each second over the frame shown then.',
  pdf: {
    contents: 'Contents',
    summary: 'Summary',
    summaryIntro:
      'Media ranked by global index, best first: each with its 95% interval and the number of respondents (n) behind it.',
    glossary: 'Glossary',
    methodology: 'Methodology',
    methodologyIntro:
      'How each number in this report is made. The full formulas, with every constant, are in the AdPulse methodology.',
    page: 'Page {{page}} of {{pages}}',
    simulatedShort: 'Simulated respondents',
    syntheticNorms: 'Norms marked “synthetic norm” come from 200 simulated ads, not from real projects.',
    curves:
      'Per second, on one 0–100 scale: attention (%), engagement (0–100) and valence (50 + 50 × valence), each with its 95% band. Scene frames under the curves sit at their second.',
    terms: {
      interval: {
        term: '95% interval',
        text: 'The range of values the sample supports at 95% confidence (bootstrap over respondents, or Clopper-Pearson for a share). It narrows as n grows; for valence, engagement and the global index it also allows for the camera’s systematic reading error, so it never narrows below that.',
      },
      n: { term: 'n', text: 'The number of respondents behind a number.' },
      norm: {
        term: 'Norm',
        text: 'The same KPI over the media of closed projects in a reference group: level 2 is the category on the channel in the country, level 1 all media in the country.',
      },
      middleHalf: {
        term: 'Middle half',
        text: 'The norm’s 25th to 75th percentile. A KPI is above or below the norm only when its 95% interval lies wholly outside it.',
      },
      synthetic: {
        term: 'Synthetic norm',
        text: 'A reference made from 200 simulated ads, used until enough real projects of the group have closed. It shows how the product works, not how real ads perform.',
      },
      simulated: {
        term: 'Simulated respondents',
        text: 'Respondents made by the product’s generative model, for demos and tests. Their numbers show how the product works, not a real audience.',
      },
      attentive: {
        term: 'Attentive second',
        text: 'A second in which at least half of the webcam samples show a face turned to the screen with the eyes open. No gaze is used.',
      },
      heatmap: {
        term: 'Heatmap',
        text: 'Where the estimated webcam gaze fell on the media, from respondents whose calibration error was at most 6°. Webcam gaze is approximate (about 2°).',
      },
      scene: {
        term: 'Scene frame',
        text: 'The heatmap of one second over the frame of the media shown in that second.',
      },
      separable: {
        term: 'Not separable at 95%',
        text: 'Neither media’s global index is higher with probability 97.5% or more (bootstrap over respondents): they share a rank range.',
      },
      model: {
        term: 'Model',
        text: 'A number computed from stated assumptions rather than measured, such as the predictive click.',
      },
    },
  },
} as const;
