/** English texts of the API reference page (the OpenAPI description made from the contracts). */
export const enApiReference = {
  intro:
    'Every route of the AdPulse API, made from the same contracts the app uses. Signed-in routes take the session token as a bearer token; errors carry a stable code.',
  loading: 'Loading the API description…',
  download: 'Download the OpenAPI 3.1 document',
  routes: '{{n}} routes',
  public: 'Public',
  session: 'Session token',
  parameters: 'Parameters',
  required: 'required',
  body: 'Request body',
  answers: 'Answers',
} as const;
