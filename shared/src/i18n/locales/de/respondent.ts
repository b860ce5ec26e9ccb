import type { RespondentMessages } from '../en.ts';
import { deRegions } from './regions.ts';

export const deRespondent: RespondentMessages = {
  respondent: {
    app: {
      loading: 'Die Umfrage wird geladen…',
      language: 'Sprache',
      notFound: 'Diesen Umfragelink gibt es nicht. Bitte prüfen Sie den Link, den Sie erhalten haben.',
      closed: 'Diese Umfrage ist geschlossen. Danke für Ihr Interesse.',
      loadFailed:
        'Die Umfrage konnte nicht geladen werden. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
      retry: 'Erneut versuchen',
      offline:
        'Sie sind offline. Was Sie tun, bleibt auf diesem Gerät und wird gesendet, sobald die Verbindung zurück ist.',
    },
    camera: {
      title: 'Ihre Webcam',
      body: 'Ihr Browser fragt, ob die Seite die Kamera nutzen darf. Die Seite liest Ihr Gesicht nur auf diesem Gerät: Kein Video verlässt es.',
      allow: 'Webcam einschalten',
      loading: 'Die Messung auf Ihrem Gerät wird vorbereitet…',
      denied:
        'Die Webcam ist nicht verfügbar oder wurde nicht erlaubt. Sie können trotzdem ohne sie teilnehmen.',
      unsupported:
        'Dieser Browser kann nicht auf dem Gerät messen. Sie können trotzdem ohne Webcam teilnehmen.',
      withoutWebcam: 'Ohne Webcam weiter',
    },
    calibration: {
      title: 'Eine kurze Kalibrierung',
      intro:
        'Setzen Sie sich bequem hin, das Gesicht gut beleuchtet. Schauen Sie zuerst mit entspanntem Gesicht auf die Bildschirmmitte, dann folgen Sie dem Punkt mit den Augen. Das dauert etwa 30 Sekunden.',
      start: 'Kalibrierung starten',
      neutral: 'Schauen Sie auf die Bildschirmmitte und entspannen Sie Ihr Gesicht.',
      target: 'Schauen Sie auf den Punkt ({{position}} von {{total}})',
      noFace:
        'Wir konnten Ihr Gesicht nicht gut genug sehen. Prüfen Sie das Licht und ob Ihr Gesicht vor der Kamera ist, dann versuchen Sie es erneut.',
      retry: 'Erneut versuchen',
      failed:
        'Die Kalibrierung konnte nicht gespeichert werden. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    },
    revalidation: {
      instruction: 'Eine letzte Prüfung: Schauen Sie noch einmal auf jeden Punkt.',
    },
    stimulus: {
      title: 'Anzeige {{position}} von {{total}}',
      watch: 'Sehen Sie sich die Anzeige bis zum Ende an.',
      play: 'Anzeige abspielen',
      failed:
        'Die Anzeige konnte nicht abgespielt werden. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
      retry: 'Erneut versuchen',
    },
    question: {
      title: 'Frage {{position}} von {{total}}',
      multiHint: 'Wählen Sie eine oder mehrere Antworten.',
      scaleHint: 'Von {{min}} bis {{max}}',
      openLabel: 'Ihre Antwort',
      next: 'Weiter',
    },
    /** The project's attention check (methodology, "Respondent quality"): its text names the option to choose. */
    attentionCheck: {
      question: 'Um zu zeigen, dass Sie aufmerksam lesen, wählen Sie unten „{{answer}}“.',
      options: { red: 'Rot', green: 'Grün', blue: 'Blau', yellow: 'Gelb' },
    },
    finish: {
      sending: 'Ihre Antworten werden gesendet…',
      failed:
        'Ihre Antworten konnten nicht gesendet werden. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
      retry: 'Erneut versuchen',
      redirecting: 'Danke! Einen Moment…',
    },
    end: {
      complete: {
        title: 'Vielen Dank!',
        body: 'Ihre Antworten wurden gespeichert. Sie können diese Seite schließen.',
      },
      other: { title: 'Danke für Ihre Zeit', body: 'Sie können diese Seite schließen.' },
      screenout: {
        title: 'Danke für Ihre Zeit',
        body: 'Diese Umfrage sucht Personen mit einem anderen Profil. Sie können diese Seite schließen.',
      },
      overquota: {
        title: 'Danke für Ihre Zeit',
        body: 'Wir haben bereits genug Antworten von Personen wie Ihnen. Sie können diese Seite schließen.',
      },
      quality: {
        title: 'Danke für Ihre Zeit',
        body: 'Ihre Antworten können in dieser Umfrage nicht gezählt werden. Sie können diese Seite schließen.',
      },
      closed: {
        title: 'Diese Umfrage ist geschlossen',
        body: 'Danke für Ihr Interesse. Sie können diese Seite schließen.',
      },
    },
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
      which: 'Werbung {{position}} von {{total}}',
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
      retention_one:
        'Wir speichern diese Zahlen und deine Antworten {{days}} Tag lang unter der anonymen ID des Panels und löschen sie dann.',
      retention_other:
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
      regions: deRegions,
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
      /** The feed mock-ups' advertiser when the client has no company name. */
      advertiser: 'Werbetreibender',
    },
    preview: {
      banner:
        'Vorschau: So erlebt ein Befragter Ihren Test. Nichts, was Sie hier tun, wird gezählt oder analysiert.',
      back: 'Zurück zum Projekt',
      doneTitle: 'Vorschau beendet',
      doneBody: 'Es wurde nichts gesendet: Die Zahlen der Feldphase und die Ergebnisse bleiben unverändert.',
      again: 'Vorschau erneut starten',
      loading: 'Vorschau wird geladen…',
      failed: 'Die Vorschau konnte nicht geladen werden.',
    },
  },
};
