/** The production server a scenario runs against: one worker, its own process, on loopback. */
export type Target = { url: string }

/** What a scenario prints (one line per figure) and whether it met its goals. */
export type ScenarioResult = { lines: string[]; ok: boolean }

/** One part of the hostile-traffic bench: a name and a run against the server. */
export type Scenario = { name: string; run: (target: Target) => Promise<ScenarioResult> }
