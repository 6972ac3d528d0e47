// Series colours: distinct for the colour-blind (Okabe-Ito), the same order on every chart.
export const PALETTE = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9', '#D55E00', '#F0E442', '#000000'];
export const colour = (i: number): string => PALETTE[i % PALETTE.length]!;
