import type { RespondentMessages } from '../en.ts';

export const deRespondent: RespondentMessages = {
  respondent: {
    demographics: {
      title: 'Noch ein paar Fragen',
      optional: 'Jede Antwort ist freiwillig.',
      education: 'Bildung',
      employment: 'Beruf',
      children: 'Hast du Kinder?',
      preferNot: 'Keine Angabe',
      yes: 'Ja',
      no: 'Nein',
      next: 'Weiter',
      educationLevels: {
        primary: 'Grundschule',
        secondary: 'Weiterführende Schule',
        university: 'Hochschulabschluss',
        postgraduate: 'Postgradualer Abschluss',
      },
      employmentStatuses: {
        employed: 'Angestellt',
        'self-employed': 'Selbstständig',
        student: 'In Ausbildung oder Studium',
        unemployed: 'Arbeitslos',
        retired: 'Im Ruhestand',
        other: 'Sonstiges',
      },
    },
    evoked: {
      title: 'Welche Gefühle hat diese Werbung bei dir ausgelöst?',
      which: 'Werbung {{position}} von {{count}}',
      hint: 'Kreuze jedes Gefühl an, das du hattest, und sag, wie stark: 1 wenig, 5 sehr stark.',
      intensity: 'Wie stark: {{emotion}}?',
      none: 'Keines davon',
      next: 'Weiter',
      emotions: {
        amusement: 'Belustigt',
        anger: 'Verärgert',
        awe: 'Ehrfürchtig',
        contentment: 'Zufrieden',
        disgust: 'Angewidert',
        excitement: 'Begeistert',
        fear: 'Ängstlich',
        sadness: 'Traurig',
      },
    },
    consent: {
      title: 'Bevor es losgeht',
      what: 'Während die Werbung läuft, erkennt diese Seite über deine Webcam, wohin du auf den Bildschirm schaust, und deinen Gesichtsausdruck.',
      noVideo:
        'Kein Video verlässt dein Gerät: Die Seite wandelt jedes Kamerabild auf deinem Gerät in wenige Zahlen um und verwirft es. Wir zeichnen dich nie auf und sehen dich nie.',
      retention:
        'Wir speichern diese Zahlen und deine Antworten {{days}} Tage lang unter der anonymen ID des Panels und löschen sie dann.',
      choice: 'Du kannst mit oder ohne Webcam teilnehmen.',
      withWebcam: 'Mit meiner Webcam teilnehmen',
      withoutWebcam: 'Ohne Webcam teilnehmen',
    },
    screener: {
      title: 'Über dich',
      age: 'Dein Alter',
      gender: 'Geschlecht',
      genders: { male: 'Männlich', female: 'Weiblich' },
      region: 'Region',
      regionPlaceholder: 'Wähle deine Region',
      next: 'Weiter',
    },
    viewer: {
      ad: 'Werbung',
      videoAfterAd: 'Dein Video startet nach der Werbung',
      sponsored: 'Gesponsert',
      learnMore: 'Mehr dazu',
      like: 'Gefällt mir',
      comment: 'Kommentieren',
      share: 'Teilen',
    },
  },
};
