/** One line of a game's log, as the log shows it. */
export interface LogLine {
  id: number;
  text: string;
  /** The seat the line is about, for its marker; null for lines about nobody in particular. */
  seat: number | null;
  /** Lines that open a section (a new round, the end). */
  heading?: boolean;
}
