// What other features, the top (app.ts, api.ts, services.ts), demo/ and the scripts use of surveys:
// the survey routes and service. Everything else is the feature's own.
export { surveyRoutes } from './survey-routes.ts';
export type { SurveyService } from './survey-service.ts';
export { createSurveyService } from './survey-service.ts';
export { surveysDataSection } from './surveys-data-section.ts';
