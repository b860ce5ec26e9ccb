/** English texts of the client's fieldwork screen: live progress and respondent test links. */
export const enFieldwork = {
  intro: 'Who has taken the test so far, cell by cell. This page updates by itself.',
  loading: 'Loading the fieldwork…',
  states: {
    fielding: 'Fielding',
    closing: 'Closing',
    closed: 'Closed',
  },
  completes: 'Completes',
  completesOf: '{{n}} of {{target}}',
  resultsLink: 'See the results so far',
  timeLeft: 'Time left',
  closedAt: 'Closed on {{date}}',
  screenouts: 'Screen-outs',
  overquotas: 'Over-quotas',
  dropouts: 'Drop-outs',
  qualityTerminations: 'Quality terminations',
  inProgress: 'In progress',
  webcam: 'Webcam accepted',
  webcamOf: '{{accepted}} of {{asked}}',
  simulated: 'Simulated respondents: this fieldwork shows how the product works.',
  cellsTitle: 'Completes per quota cell',
  cell: 'Cell',
  target: 'Target',
  updated: 'Updated at {{time}}',
  duration: {
    days: '{{days}} d {{hours}} h',
    hours: '{{hours}} h {{minutes}} min',
    minutes: '{{minutes}} min',
  },
  links: {
    title: 'Respondent test links',
    intro: 'Give each panel its link. The panel fills in its own parameters.',
    copy: 'Copy',
    copyLabel: 'Copy the {{panel}} link',
    copied: 'Link copied.',
    copyFailed: 'The link could not be copied: select it and copy it by hand.',
    panels: {
      dynata: 'Dynata',
      'pure-spectrum': 'PureSpectrum',
      direct: 'Direct link',
    },
  },
  qr: {
    label: 'QR code of the direct link',
    caption: 'Scan it with a phone to open the test there.',
  },
  quality: {
    title: 'Quality terminations by reason',
    reasons: {
      speeder: 'Speeders',
      playback: 'Ad skipped or hidden',
      straightLining: 'Straight-lining',
      attentionCheck: 'Attention check failed',
      noMeasurement: 'No measurement',
      duplicate: 'Duplicates',
    },
    rules: {
      speeder:
        'Judged by the analysis: a complete who spent less than half the median time of the completes in the survey (from 10 completes on). Left out of the analysis.',
      playback:
        'The respondent jumped forward or back in an ad, or hid the page (another tab or app) while an ad played.',
      straightLining:
        'Four or more scale answers (scale questions and emotion intensities), all on the same point.',
      attentionCheck:
        'The project asks an attention-check question that says which answer to choose; the respondent chose another one.',
      noMeasurement:
        'The webcam was accepted, but a stimulus has fewer samples than the quality floor (5 a second).',
      duplicate: 'The same device entered again, or more than 3 entries came from one address.',
    },
    /** The results' removals line: each reason with its count. */
    counted: {
      speeder_one: '{{n}} speeder',
      speeder_other: '{{n}} speeders',
      noMeasurement_one: '{{n}} with no measurement',
      noMeasurement_other: '{{n}} with no measurement',
      playback_one: '{{n}} who skipped or hid the ad',
      playback_other: '{{n}} who skipped or hid the ad',
      straightLining_one: '{{n}} straight-liner',
      straightLining_other: '{{n}} straight-liners',
      attentionCheck_one: '{{n}} who failed the attention check',
      attentionCheck_other: '{{n}} who failed the attention check',
      duplicate_one: '{{n}} duplicate',
      duplicate_other: '{{n}} duplicates',
    },
  },
  closeEarly: {
    button: 'Close fieldwork now',
    title: 'Close fieldwork now?',
    confirm_one:
      'The analysis will run on the {{count}} complete so far, of the {{target}} planned. No new respondent can enter, and this cannot be undone.',
    confirm_other:
      'The analysis will run on the {{count}} completes so far, of the {{target}} planned. No new respondent can enter, and this cannot be undone.',
    closing:
      'Fieldwork is closing: no new respondent can enter. The final analysis runs on the completes that came in.',
    closedEarly: 'Closed early on {{date}}',
  },
  ownAudience: {
    title: 'Your own audience',
    intro:
      'Only the people you send the direct link to take this test: no panel and no simulated respondents. Their completes count toward the sample.',
  },
  reconciliation: {
    title: 'Reconciliation with {{provider}}',
    intro:
      'When the project closed at {{provider}} ({{date}}), we compared our completes with the ones it counted.',
    ours: 'Completes we counted',
    removed: 'Of which removed for quality',
    provider: 'Completes {{provider}} counted',
    agree: 'The counts agree.',
    providerOnly_one:
      '{{provider}} counted {{count}} complete we have no record of: it is not in your results.',
    providerOnly_other:
      '{{provider}} counted {{count}} completes we have no record of: they are not in your results.',
    oursOnly_one: '{{count}} of our completes was not counted by {{provider}}: it is in your results.',
    oursOnly_other: '{{count}} of our completes were not counted by {{provider}}: they are in your results.',
  },
  panelFailure: {
    title: 'Fieldwork stopped by the panel provider',
    cardAll:
      'No respondent took the test: your whole payment, {{amount}}, goes back to the card you paid with.',
    cardPart: '{{amount}} goes back to the card you paid with, for the respondents not delivered.',
    creditsBack: 'No respondent took the test: the analyses this project used go back to your plan.',
    creditsKept:
      'The analyses this project used stay with it: its results cover the respondents who completed.',
    nothingPaid: 'Nothing was charged for this project.',
    refunding: 'Refund in progress: this page updates by itself.',
    refunded: 'Refund issued. A card refund usually reaches your account within 5 to 10 business days.',
    deciding: 'We are working out your refund: this page updates by itself.',
    closed: 'The project is closed. To try again, create a new project, for example with another audience.',
    analysis:
      'The final analysis runs on the respondents who completed; the project closes when its results are ready.',
  },
  previewLink: 'Preview as a respondent',
} as const;
