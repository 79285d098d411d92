// What other features, the top (app.ts, api.ts, services.ts) and demo/ use of the energy plan:
// its routes, service, planner, jobs and weather providers.

export { energyPlanJobs } from './energy-plan-jobs.ts';
export type { PlanDevice } from './energy-plan-repository.ts';
export { listPlanDevices } from './energy-plan-repository.ts';
export { energyPlanRoutes } from './energy-plan-routes.ts';
export type { EnergyPlanService } from './energy-plan-service.ts';
export { createEnergyPlanService } from './energy-plan-service.ts';
export type { EnergyPlanner } from './energy-planner.ts';
export { createEnergyPlanner } from './energy-planner.ts';
export { createPlanSourceReader } from './plan-sources.ts';
export type { WeatherProvider } from './weather-provider.ts';
export { localWeather, openMeteoWeather } from './weather-provider.ts';
