// Runs many functions once a second each, every one on its own phase, from one timer (a timing
// wheel). The live streams need this at scale: 20,000 devices on one instance with a timer each
// is 20,000 timer objects to reschedule a second, and setInterval schedules each run an interval
// after the previous one actually ran, so a loop late by 80 ms a beat sends 8% fewer messages
// than one a second. Here the second is cut into slots; a member joins the slot of the moment it
// is added (so the load stays spread as the members arrived), and each slot is due at
// origin + n × slot on the wall clock, so lateness does not add up. Slots missed while the loop
// was stuck for longer than a whole turn are skipped, not run in a burst. Slots that fell behind
// by less are caught up a few per event-loop turn (MAX_SLOTS_PER_TURN), so sockets and other
// instances' messages are served in between: run all at once after a 700 ms stall, they made one
// turn of 7,000 devices, whose messages reached the other instance as one batch that stalled it
// in turn (the socket bench's two instances fed each other's stalls this way).

/** Slots run in one event-loop turn at most when catching up; the rest follow next turn. */
const MAX_SLOTS_PER_TURN = 5;

export interface BeatWheel {
  /** Runs `run` once every turn from about now on, until the returned function is called. */
  add(run: () => void): () => void;
}

export function createBeatWheel(turnMs: number, slotCount: number): BeatWheel {
  const slotMs = turnMs / slotCount;
  const slots = Array.from({ length: slotCount }, () => new Set<() => void>());
  let members = 0;
  let origin = 0;
  /** Slots run so far since origin; the next to run is `ran`. */
  let ran = 0;
  let timer: NodeJS.Timeout | undefined;

  const slotNow = () => Math.floor((Date.now() - origin) / slotMs);
  const turn = () => {
    timer = undefined;
    const due = slotNow();
    // Stuck for more than a turn (or the clock set forward): skip to the last turn's slots.
    if (due - ran > slotCount) ran = due - slotCount;
    // A clock set back: start counting from here rather than wait for the old time to return.
    if (due < ran - 1) ran = due;
    const last = Math.min(due, ran + MAX_SLOTS_PER_TURN - 1);
    for (; ran <= last; ran += 1) {
      for (const run of slots[ran % slotCount] ?? []) run();
    }
    schedule();
  };
  const schedule = () => {
    if (members === 0 || timer) return;
    // Behind: the next slots are due already, and go after what else waits in this turn.
    const wait = origin + ran * slotMs - Date.now();
    timer = setTimeout(turn, Math.max(0, Math.min(slotMs, wait)));
  };

  return {
    add(run) {
      if (members === 0) {
        origin = Date.now();
        ran = 0;
      }
      // The current slot, whose next visit may be in a moment: the first run waits a whole turn,
      // as a reading a second after the last is what the members expect.
      const slot = slots[slotNow() % slotCount];
      const firstAt = Date.now() + turnMs - slotMs;
      let started = false;
      // Its own closure, so the same function added twice runs twice.
      const member = () => {
        if (!started) {
          if (Date.now() < firstAt) return;
          started = true;
        }
        run();
      };
      slot?.add(member);
      members += 1;
      schedule();
      return () => {
        if (!slot?.delete(member)) return;
        members -= 1;
        if (members === 0) {
          clearTimeout(timer);
          timer = undefined;
        }
      };
    },
  };
}
