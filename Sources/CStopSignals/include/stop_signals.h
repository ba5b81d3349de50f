#ifndef CLEARFIELD_STOP_SIGNALS_H
#define CLEARFIELD_STOP_SIGNALS_H

// Stop signals (SIGHUP, SIGTERM, SIGINT) for the terminal's main loop. The handler only records
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

#endif
