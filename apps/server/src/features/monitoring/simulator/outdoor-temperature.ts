// Outside temperature in central Belgium (Uccle climate normals, KMI/IRM 1991–2020): monthly means
// from about 3.5 °C in January to 19 °C in July, modelled as a yearly cosine around 11 °C that is
// coldest around 20 January; a daily swing, wider in summer (±5 °C) than in winter (±2.5 °C),
// coldest at dawn and warmest mid-afternoon; plus the day's own anomaly from its plan.

const ANNUAL_MEAN = 11;
const ANNUAL_AMPLITUDE = 7.5;
const COLDEST_DAY_OF_YEAR = 20;

export function outdoorTemperature(
  dayOfYear: number,
  localHour: number,
  summer: number,
  anomaly: number,
): number {
  const seasonal =
    ANNUAL_MEAN -
    ANNUAL_AMPLITUDE * Math.cos((2 * Math.PI * (dayOfYear - COLDEST_DAY_OF_YEAR)) / 365.25);
  const dailySwing = 2.5 + 2.5 * summer;
  // Minimum near 05:00, maximum near 15:00 (a cosine with a 24 h period peaking at 15:00 would put
  // the minimum at 03:00; shifting by two hours is closer to measured curves).
  const daily = -dailySwing * Math.cos((2 * Math.PI * (localHour - 4)) / 24);
  return seasonal + daily + anomaly;
}
