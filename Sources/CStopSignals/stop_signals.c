#include "stop_signals.h"

#include <signal.h>
#include <string.h>

static volatile sig_atomic_t received_signal = 0;
static struct sigaction previous_actions[3];
static const int stop_signals[3] = { SIGHUP, SIGTERM, SIGINT };

static void record_stop_signal(int signal_number) { received_signal = signal_number; }

int cf_stop_signals_install(int install) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = record_stop_signal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0;
    if (install) { received_signal = 0; }
    for (int index = 0; index < 3; index++) {
        int status = install ? sigaction(stop_signals[index], &action, &previous_actions[index])
                             : sigaction(stop_signals[index], &previous_actions[index], NULL);
        if (status != 0) { return -1; }
    }
    return 0;
}

int cf_stop_signals_take(void) {
    int signal_number = received_signal;
    received_signal = 0;
    return signal_number;
}

int cf_stop_signals_hangup(void) { return SIGHUP; }
int cf_stop_signals_terminate(void) { return SIGTERM; }
int cf_stop_signals_interrupt(void) { return SIGINT; }
