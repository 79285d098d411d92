// One Chart.js chart on a canvas. The canvas is an image to assistive technology (role="img")
// with a summary as its name; the numbers themselves are in the table beside every chart. The
// chart is rebuilt when its configuration changes (a new period, language or device): simpler
// than patching datasets, and a few hundred points draw in a frame.
import type { ChartConfiguration, ChartType, DefaultDataPoint } from 'chart.js';
import { useEffect, useRef } from 'react';
import styles from './chart-canvas.module.css';
import { Chart } from './chart-setup';

export function ChartCanvas<T extends ChartType, D = DefaultDataPoint<T>>({
  config,
  summary,
  size = 'large',
}: {
  config: ChartConfiguration<T, D>;
  summary: string;
  size?: 'large' | 'small';
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const chart = new Chart(canvas, config);
    return () => chart.destroy();
  }, [config]);
  return (
    <div className={size === 'large' ? styles.large : styles.small}>
      <canvas ref={canvasRef} role="img" aria-label={summary} />
    </div>
  );
}

/** A point on the time axis: epoch ms and a value (null where unknown). */
export interface ChartPoint {
  x: number;
  y: number | null;
}
