import type { ScreenMessages } from '../en.ts';

export const deFieldwork: ScreenMessages['fieldwork'] = {
  intro: 'Wer den Test bisher gemacht hat, Zelle für Zelle. Die Seite aktualisiert sich selbst.',
  loading: 'Feldphase wird geladen…',
  states: {
    fielding: 'Läuft',
    closing: 'Wird abgeschlossen',
    closed: 'Abgeschlossen',
  },
  completes: 'Abschlüsse',
  completesOf: '{{n}} von {{target}}',
  resultsLink: 'Bisherige Ergebnisse ansehen',
  timeLeft: 'Verbleibende Zeit',
  closedAt: 'Abgeschlossen am {{date}}',
  screenouts: 'Screen-outs',
  overquotas: 'Über Quote',
  dropouts: 'Abbrüche',
  qualityTerminations: 'Qualitätsausschlüsse',
  inProgress: 'Laufend',
  webcam: 'Webcam erlaubt',
  webcamOf: '{{accepted}} von {{asked}}',
  simulated: 'Simulierte Befragte: Diese Feldphase zeigt, wie das Produkt funktioniert.',
  cellsTitle: 'Abschlüsse pro Quotenzelle',
  cell: 'Zelle',
  target: 'Ziel',
  updated: 'Aktualisiert um {{time}}',
  duration: {
    days: '{{days}} T {{hours}} Std',
    hours: '{{hours}} Std {{minutes}} Min',
    minutes: '{{minutes}} Min',
  },
  links: {
    title: 'Testlinks für Befragte',
    intro: 'Geben Sie jedem Panel seinen Link. Das Panel setzt seine eigenen Parameter ein.',
    copy: 'Kopieren',
    copyLabel: 'Den {{panel}}-Link kopieren',
    copied: 'Link kopiert.',
    copyFailed: 'Der Link konnte nicht kopiert werden: Markieren und kopieren Sie ihn von Hand.',
    panels: {
      dynata: 'Dynata',
      'pure-spectrum': 'PureSpectrum',
      direct: 'Direktlink',
    },
  },
  qr: {
    label: 'QR-Code des direkten Links',
    caption: 'Scannen Sie ihn mit dem Handy, um den Test dort zu öffnen.',
  },
  quality: {
    title: 'Qualitätsausschlüsse nach Grund',
    reasons: {
      speeder: 'Durchklicker',
      playback: 'Anzeige übersprungen oder verborgen',
      straightLining: 'Gleichförmiges Antworten',
      attentionCheck: 'Aufmerksamkeitstest nicht bestanden',
      noMeasurement: 'Keine Messung',
      duplicate: 'Duplikate',
    },
    rules: {
      speeder:
        'Von der Analyse beurteilt: ein Abschluss mit weniger als der Hälfte der mittleren Befragungsdauer aller Abschlüsse (ab 10 Abschlüssen). Nicht in der Analyse.',
      playback:
        'Die befragte Person hat in einer Anzeige gespult oder die Seite verborgen (anderer Tab oder andere App), während eine Anzeige lief.',
      straightLining:
        'Vier oder mehr Skalenantworten (Skalenfragen und Emotionsstärken), alle auf demselben Punkt.',
      attentionCheck:
        'Das Projekt stellt eine Kontrollfrage, die sagt, welche Antwort zu wählen ist; die Person hat eine andere gewählt.',
      noMeasurement:
        'Die Webcam wurde erlaubt, aber ein Stimulus hat weniger Messpunkte als die Qualitätsschwelle (5 pro Sekunde).',
      duplicate: 'Dasselbe Gerät kam erneut, oder mehr als 3 Teilnahmen kamen von einer Adresse.',
    },
    /** The results' removals line: each reason with its count. */
    counted: {
      speeder_one: '{{n}} Durchklicker',
      speeder_other: '{{n}} Durchklicker',
      noMeasurement_one: '{{n}} ohne Messung',
      noMeasurement_other: '{{n}} ohne Messung',
      playback_one: '{{n}} mit übersprungener oder verborgener Anzeige',
      playback_other: '{{n}} mit übersprungener oder verborgener Anzeige',
      straightLining_one: '{{n}} mit gleichförmigen Antworten',
      straightLining_other: '{{n}} mit gleichförmigen Antworten',
      attentionCheck_one: '{{n}} mit nicht bestandenem Aufmerksamkeitstest',
      attentionCheck_other: '{{n}} mit nicht bestandenem Aufmerksamkeitstest',
      duplicate_one: '{{n}} Duplikat',
      duplicate_other: '{{n}} Duplikate',
    },
  },
  closeEarly: {
    button: 'Feldphase jetzt beenden',
    title: 'Feldphase jetzt beenden?',
    confirm_one:
      'Die Analyse verwendet den bisher {{count}} vollständigen Teilnehmer von {{target}} geplanten. Niemand kann mehr neu teilnehmen, und das lässt sich nicht rückgängig machen.',
    confirm_other:
      'Die Analyse verwendet die bisher {{count}} vollständigen Teilnehmer von {{target}} geplanten. Niemand kann mehr neu teilnehmen, und das lässt sich nicht rückgängig machen.',
    closing:
      'Die Feldphase wird beendet: niemand kann mehr neu teilnehmen. Die abschließende Analyse verwendet die eingegangenen vollständigen Teilnahmen.',
    closedEarly: 'Vorzeitig beendet am {{date}}',
  },
  ownAudience: {
    title: 'Ihr eigenes Publikum',
    intro:
      'Nur die Personen, denen Sie den direkten Link senden, machen diesen Test: kein Panel und keine simulierten Teilnehmer. Ihre vollständigen Teilnahmen zählen zur Stichprobe.',
  },
  reconciliation: {
    title: 'Abgleich mit {{provider}}',
    intro:
      'Als das Projekt bei {{provider}} geschlossen wurde ({{date}}), haben wir unsere abgeschlossenen Interviews mit den dort gezählten verglichen.',
    ours: 'Von uns gezählte Abschlüsse',
    removed: 'Davon wegen Qualität entfernt',
    provider: 'Von {{provider}} gezählte Abschlüsse',
    agree: 'Die Zählungen stimmen überein.',
    providerOnly_one:
      '{{provider}} hat {{count}} Abschluss gezählt, zu dem wir keinen Datensatz haben: Er ist nicht in Ihren Ergebnissen.',
    providerOnly_other:
      '{{provider}} hat {{count}} Abschlüsse gezählt, zu denen wir keinen Datensatz haben: Sie sind nicht in Ihren Ergebnissen.',
    oursOnly_one:
      '{{count}} unserer Abschlüsse wurde von {{provider}} nicht gezählt: Er ist in Ihren Ergebnissen.',
    oursOnly_other:
      '{{count}} unserer Abschlüsse wurden von {{provider}} nicht gezählt: Sie sind in Ihren Ergebnissen.',
  },
  panelFailure: {
    title: 'Feldphase vom Panel-Anbieter gestoppt',
    cardAll:
      'Niemand hat den Test gemacht: Ihre gesamte Zahlung, {{amount}}, geht auf die Karte zurück, mit der Sie bezahlt haben.',
    cardPart:
      '{{amount}} gehen für die nicht gelieferten Befragten auf die Karte zurück, mit der Sie bezahlt haben.',
    creditsBack: 'Niemand hat den Test gemacht: Die Analysen dieses Projekts gehen in Ihren Tarif zurück.',
    creditsKept:
      'Die Analysen dieses Projekts bleiben beim Projekt: Seine Ergebnisse umfassen die Befragten, die abgeschlossen haben.',
    nothingPaid: 'Für dieses Projekt wurde nichts berechnet.',
    refunding: 'Erstattung läuft: Diese Seite aktualisiert sich von selbst.',
    refunded:
      'Erstattung veranlasst. Eine Kartenerstattung erreicht Ihr Konto meist innerhalb von 5 bis 10 Werktagen.',
    deciding: 'Wir berechnen Ihre Erstattung: Diese Seite aktualisiert sich von selbst.',
    closed:
      'Das Projekt ist geschlossen. Für einen neuen Versuch legen Sie ein neues Projekt an, zum Beispiel mit einer anderen Zielgruppe.',
    analysis:
      'Die Abschlussanalyse läuft mit den Befragten, die abgeschlossen haben; das Projekt schließt, sobald die Ergebnisse bereitstehen.',
  },
  previewLink: 'Vorschau als Befragter',
};
