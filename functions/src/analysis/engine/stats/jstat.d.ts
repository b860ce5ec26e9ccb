declare module 'jstat' {
  const jStat: {
    ibetainv(p: number, a: number, b: number): number;
    normal: {
      cdf(x: number, mean: number, sd: number): number;
      inv(p: number, mean: number, sd: number): number;
    };
    studentt: { inv(p: number, dof: number): number };
  };
  export default jStat;
}
