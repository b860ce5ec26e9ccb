import { printMeasurementBench } from './measurement.ts';
await printMeasurementBench();
