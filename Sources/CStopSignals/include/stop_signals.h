#ifndef CLEARFIELD_STOP_SIGNALS_H
#define CLEARFIELD_STOP_SIGNALS_H

// Stop signals (SIGHUP, SIGTERM, SIGINT, SIGQUIT) for the terminal's main loop. The handler only records
// which signal arrived; the loop acts on it. The flag is one real global in stop_signals.c: a
// static in a header would give every importing object file (and every inlined copy in an
// optimised build) a flag of its own, and the loop would never see what the handler wrote.

// install != 0: record the stop signals from now on (no SA_RESTART, so a blocked read returns);
// install == 0: put back the actions that were there before. Returns 0, or -1 on failure.
int cf_stop_signals_install(int install);

// The pending stop signal (0 if none), cleared by reading it.
int cf_stop_signals_take(void);

int cf_stop_signals_hangup(void);
int cf_stop_signals_terminate(void);
int cf_stop_signals_interrupt(void);
int cf_stop_signals_quit(void);

// Time spent suspended (Ctrl-Z until fg), so play clocks can leave it out. Call after ncurses has
// set up its own SIGTSTP handling: the wrapper notes the time, hands the signal to the handler that
// was there (ncurses restores the terminal, stops the process, repaints on resume), then adds the
// time it was away. Returns 0, or -1 on failure.
int cf_suspension_watch_install(void);

// Nanoseconds spent suspended since the watch was installed.
unsigned long long cf_suspended_nanoseconds(void);

#endif
