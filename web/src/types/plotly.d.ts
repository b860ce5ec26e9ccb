/** The part of plotly.js the Chart wrapper uses (the package ships no types). */
declare module 'plotly.js-dist-min' {
  export interface PlotlyStatic {
    react(root: HTMLElement, data: readonly object[], layout?: object, config?: object): Promise<HTMLElement>;
    purge(root: HTMLElement): void;
  }
  const Plotly: PlotlyStatic;
  export default Plotly;
}
