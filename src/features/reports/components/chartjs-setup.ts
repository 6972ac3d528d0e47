// Chart.js 4, registered piece by piece (only the controllers, elements and scales our chart types
// draw), so the rest of the library is tree-shaken away. This module is only ever imported
// dynamically by chartjs-chart.tsx: it lands in a chunk of its own that loads on analytics screens,
// never on the first screen.
import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  DoughnutController,
  Filler,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  RadarController,
  RadialLinearScale,
  ScatterController,
  Tooltip,
} from 'chart.js';

Chart.register(ArcElement, BarController, BarElement, CategoryScale, DoughnutController, Filler, Legend, LinearScale, LineElement, PointElement, RadarController, RadialLinearScale, ScatterController, Tooltip);

export { Chart };
