/** The results screens read numbers as the PDF report prints them: one formatter, in shared. */
export * from '@adpulse/shared/analysis/format';
