/** The part of plotly.js the chart wrapper uses (the basic bundle ships no types). */
declare module 'plotly.js-basic-dist-min' {
  export interface ImageOptions {
    format: 'png' | 'svg' | 'jpeg';
    width: number;
    height: number;
    scale?: number;
  }
  export interface PlotlyStatic {
    react(root: HTMLElement, data: readonly object[], layout?: object, config?: object): Promise<HTMLElement>;
    newPlot(
      root: HTMLElement,
      data: readonly object[],
      layout?: object,
      config?: object,
    ): Promise<HTMLElement>;
    relayout(root: HTMLElement, update: object): Promise<HTMLElement>;
    toImage(
      root: HTMLElement | { data: readonly object[]; layout?: object },
      options: ImageOptions,
    ): Promise<string>;
    purge(root: HTMLElement): void;
  }
  const Plotly: PlotlyStatic;
  export default Plotly;
}
