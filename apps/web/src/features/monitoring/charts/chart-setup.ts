// Chart.js with only the parts the monitoring charts draw, registered once. Imported only by the
// history and insights routes' components, so Chart.js, Luxon and the adapter land in their lazy
// chunks and never in the first page's script (decision 051). Luxon, not date-fns: its adapter
// takes a time zone, so the axis reads Brussels time in any browser.
import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  DoughnutController,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  TimeScale,
  Tooltip,
} from 'chart.js';
import 'chartjs-adapter-luxon';
import { PAGE_FONT_FAMILY } from '../../../lib/page-font';

Chart.register(
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  DoughnutController,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  TimeScale,
  Tooltip,
);

// Ticks and legends in the page's secondary text colour on white: 7:1, not Chart.js's lighter grey.
Chart.defaults.color = '#374151';
// The page's own fonts by name: a canvas refuses 'inherit' and would write everything at 10 px.
Chart.defaults.font.family = PAGE_FONT_FAMILY;
// Chart.js writes 12 px; legends and ticks are read at arm's length on a phone and across a desk.
Chart.defaults.font.size = 14;

export { Chart };
