import { enRegions } from './regions.ts';
/** English texts of the respondent group (the groups are explained in ../en.ts). */
export const enRespondent = {
  respondent: {
    app: {
      loading: 'Loading the survey…',
      language: 'Language',
      notFound: 'This survey link does not exist. Please check the link you were given.',
      closed: 'This survey is closed. Thank you for your interest.',
      loadFailed: 'The survey could not be loaded. Check your connection and try again.',
      retry: 'Try again',
      offline: 'You are offline. What you do is kept on this device and sent when the connection is back.',
    },
    camera: {
      title: 'Your webcam',
      body: 'Your browser will ask to use the camera. The page reads your face on this device only: no video leaves it.',
      allow: 'Turn on the webcam',
      loading: 'Preparing the measurement on your device…',
      denied: 'The webcam is not available or was not allowed. You can still take part without it.',
      unsupported: 'This browser cannot measure on the device. You can still take part without the webcam.',
      withoutWebcam: 'Continue without the webcam',
    },
    calibration: {
      title: 'A short calibration',
      intro:
        'Sit comfortably with your face well lit. First look at the centre of the screen with a relaxed face, then follow the dot with your eyes. It takes about 30 seconds.',
      start: 'Start the calibration',
      neutral: 'Look at the centre of the screen and relax your face.',
      target: 'Look at the dot ({{position}} of {{total}})',
      noFace:
        'We could not see your face well enough. Check the light and that your face is in front of the camera, then try again.',
      retry: 'Try again',
      failed: 'The calibration could not be saved. Check your connection and try again.',
    },
    revalidation: {
      instruction: 'One last check: look at each dot again.',
    },
    stimulus: {
      title: 'Ad {{position}} of {{total}}',
      watch: 'Watch the ad until it ends.',
      play: 'Play the ad',
      failed: 'The ad could not be played. Check your connection and try again.',
      retry: 'Try again',
    },
    question: {
      title: 'Question {{position}} of {{total}}',
      multiHint: 'Choose one or more answers.',
      scaleHint: 'From {{min}} to {{max}}',
      openLabel: 'Your answer',
      next: 'Continue',
    },
    /** The project's attention check (methodology, "Respondent quality"): its text names the option to choose. */
    attentionCheck: {
      question: 'To show that you are reading carefully, choose “{{answer}}” below.',
      options: { red: 'Red', green: 'Green', blue: 'Blue', yellow: 'Yellow' },
    },
    finish: {
      sending: 'Sending your answers…',
      failed: 'Your answers could not be sent. Check your connection and try again.',
      retry: 'Try again',
      redirecting: 'Thank you! One moment…',
    },
    end: {
      complete: {
        title: 'Thank you!',
        body: 'Your answers have been recorded. You can close this page.',
      },
      other: { title: 'Thank you for your time', body: 'You can close this page.' },
      screenout: {
        title: 'Thank you for your time',
        body: 'This survey is looking for people with a different profile. You can close this page.',
      },
      overquota: {
        title: 'Thank you for your time',
        body: 'We already have enough answers from people like you. You can close this page.',
      },
      quality: {
        title: 'Thank you for your time',
        body: 'Your answers cannot be counted in this survey. You can close this page.',
      },
      closed: {
        title: 'This survey is closed',
        body: 'Thank you for your interest. You can close this page.',
      },
    },
    demographics: {
      title: 'A few last questions',
      optional: 'Each answer is optional.',
      education: 'Education',
      employment: 'Work',
      children: 'Do you have children?',
      preferNot: 'I prefer not to say',
      yes: 'Yes',
      no: 'No',
      next: 'Continue',
      educationLevels: {
        primary: 'Primary school',
        secondary: 'Secondary school',
        university: 'University degree',
        postgraduate: 'Postgraduate degree',
      },
      employmentStatuses: {
        employed: 'Employed',
        'self-employed': 'Self-employed',
        student: 'Student',
        unemployed: 'Unemployed',
        retired: 'Retired',
        other: 'Other',
      },
    },
    evoked: {
      title: 'How did this ad make you feel?',
      which: 'Ad {{position}} of {{total}}',
      hint: 'Tick each emotion you felt, then say how strongly: 1 a little, 5 very strongly.',
      intensity: 'How strongly did you feel {{emotion}}?',
      none: 'I felt none of these',
      next: 'Continue',
      emotions: {
        amusement: 'Amused',
        anger: 'Angry',
        awe: 'In awe',
        contentment: 'Content',
        disgust: 'Disgusted',
        excitement: 'Excited',
        fear: 'Afraid',
        sadness: 'Sad',
      },
    },
    consent: {
      title: 'Before you start',
      what: 'While the ads play, your webcam lets this page read where you look on the screen and your facial expressions.',
      noVideo:
        'No video leaves your device: the page turns each camera frame into a few numbers on your device and discards it. We never record or see you.',
      retention_one:
        'We keep these numbers and your answers for {{days}} day under the panel’s anonymous id, then delete them.',
      retention_other:
        'We keep these numbers and your answers for {{days}} days under the panel’s anonymous id, then delete them.',
      choice: 'You can take part with or without the webcam.',
      withWebcam: 'Take part with my webcam',
      withoutWebcam: 'Take part without the webcam',
    },
    screener: {
      title: 'About you',
      age: 'Your age',
      gender: 'Gender',
      genders: { male: 'Male', female: 'Female' },
      region: 'Region',
      regionPlaceholder: 'Choose your region',
      regions: enRegions,
      next: 'Continue',
    },
    viewer: {
      ad: 'Ad',
      videoAfterAd: 'Your video will play after the ad',
      sponsored: 'Sponsored',
      learnMore: 'Learn more',
      like: 'Like',
      comment: 'Comment',
      share: 'Share',
      /** The feed mock-ups' advertiser when the client has no company name. */
      advertiser: 'Advertiser',
    },
    preview: {
      banner:
        'Preview: this is your test as a respondent takes it. Nothing you do here is counted or analysed.',
      back: 'Back to the project',
      doneTitle: 'Preview finished',
      doneBody: 'Nothing was sent: the fieldwork counts and the results are unchanged.',
      again: 'Take the preview again',
      loading: 'Loading the preview…',
      failed: 'The preview could not be loaded.',
    },
  },
} as const;
