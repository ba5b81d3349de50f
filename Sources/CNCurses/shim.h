#ifndef CLEARFIELD_CNCURSES_SHIM_H
#define CLEARFIELD_CNCURSES_SHIM_H

// SwiftPM drops the -D_XOPEN_SOURCE flag pkg-config prints, so the wide-character API
// (cchar_t, setcchar, wget_wch) and wcwidth are enabled here, before any system header.
// _DEFAULT_SOURCE keeps glibc's default declarations (defining _XOPEN_SOURCE alone hides them),
// so the structs this header pulls in match the ones Swift's Glibc module sees.
#ifndef _DEFAULT_SOURCE
#define _DEFAULT_SOURCE 1
#endif
#ifndef _XOPEN_SOURCE
#define _XOPEN_SOURCE 700
#endif
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#define NCURSES_WIDECHAR 1

#include <locale.h>
#include <langinfo.h>
#include <wchar.h>
#include <signal.h>
#include <unistd.h>
#include <string.h>
#include <poll.h>
#include <ncursesw/curses.h>
#include <ncursesw/term.h>

// Swift cannot import function-like or computed macros; these wrappers take their values
// from the installed header, so nothing is hard-coded (mouse masks differ between ncurses ABIs).
static inline int cf_getmaxy(WINDOW *w) { return getmaxy(w); }
static inline int cf_getmaxx(WINDOW *w) { return getmaxx(w); }
static inline attr_t cf_a_bold(void) { return A_BOLD; }
static inline attr_t cf_a_reverse(void) { return A_REVERSE; }
static inline attr_t cf_a_underline(void) { return A_UNDERLINE; }
static inline attr_t cf_a_dim(void) { return A_DIM; }
static inline attr_t cf_a_normal(void) { return A_NORMAL; }
static inline mmask_t cf_all_mouse_events(void) { return ALL_MOUSE_EVENTS; }
static inline mmask_t cf_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t cf_button1_released(void) { return BUTTON1_RELEASED; }
static inline mmask_t cf_button1_clicked(void) { return BUTTON1_CLICKED; }
static inline mmask_t cf_button2_pressed(void) { return BUTTON2_PRESSED; }
static inline mmask_t cf_button2_clicked(void) { return BUTTON2_CLICKED; }
static inline mmask_t cf_button2_released(void) { return BUTTON2_RELEASED; }
static inline mmask_t cf_button3_pressed(void) { return BUTTON3_PRESSED; }
static inline mmask_t cf_button3_clicked(void) { return BUTTON3_CLICKED; }
static inline mmask_t cf_button3_released(void) { return BUTTON3_RELEASED; }
static inline mmask_t cf_button4_pressed(void) { return BUTTON4_PRESSED; }
static inline mmask_t cf_report_mouse_position(void) { return REPORT_MOUSE_POSITION; }
#ifdef BUTTON5_PRESSED
static inline mmask_t cf_button5_pressed(void) { return BUTTON5_PRESSED; }
#else
static inline mmask_t cf_button5_pressed(void) { return 0; }
#endif
static inline int cf_key_code_yes(void) { return KEY_CODE_YES; }

static inline int cf_key_f(int n) { return KEY_F(n); }
static inline mmask_t cf_button4_released(void) { return BUTTON4_RELEASED; }
#ifdef BUTTON5_RELEASED
static inline mmask_t cf_button5_released(void) { return BUTTON5_RELEASED; }
#else
static inline mmask_t cf_button5_released(void) { return 0; }
#endif
static inline mmask_t cf_button1_double_clicked(void) { return BUTTON1_DOUBLE_CLICKED; }
static inline mmask_t cf_button1_triple_clicked(void) { return BUTTON1_TRIPLE_CLICKED; }
static inline mmask_t cf_button2_double_clicked(void) { return BUTTON2_DOUBLE_CLICKED; }
static inline mmask_t cf_button3_double_clicked(void) { return BUTTON3_DOUBLE_CLICKED; }

// True when the loaded terminfo entry has a string capability (tigetstr returns NULL when it is
// absent and (char *)-1 when the name is not a string capability at all).
static inline int cf_has_string_capability(const char *name) {
    const char *value = tigetstr(name);
    return value != NULL && value != (const char *)-1;
}

// A string capability of the loaded entry, or NULL when it has none.
static inline const char *cf_string_capability(const char *name) {
    const char *value = tigetstr(name);
    return (value == NULL || value == (const char *)-1) ? NULL : value;
}

// A string capability with one parameter filled in (tiparm is variadic, which Swift cannot call).
static inline const char *cf_string_capability_with(const char *name, int parameter) {
    const char *value = cf_string_capability(name);
    return value == NULL ? NULL : tiparm(value, parameter);
}

// True when the terminal behind a descriptor has hung up (closed window, killed tmux pane).
static inline int cf_descriptor_hung_up(int descriptor) {
    struct pollfd entry = { .fd = descriptor, .events = POLLIN, .revents = 0 };
    if (poll(&entry, 1, 0) < 0) { return 0; }
    return (entry.revents & (POLLHUP | POLLERR | POLLNVAL)) != 0;
}

// ncurses's and stdio's global variables (stdin, stdout, stdscr, curscr, cur_term) are read here,
// in C: Swift 6 refuses a reference to a C global as shared mutable state, and the compiler cannot
// see what makes these safe, which is that only the thread that owns the terminal calls curses.
static inline SCREEN *cf_newterm_on_standard_streams(void) { return newterm(NULL, stdout, stdin); }
static inline WINDOW *cf_standard_window(void) { return stdscr; }
// Redraws the whole physical screen from what ncurses believes is on it.
static inline void cf_repaint_physical_screen(void) {
    clearok(curscr, TRUE);
    wrefresh(curscr);
}
// Loads a terminal description by name, as the current one (for tests of what is read from it).
static inline int cf_load_terminal_description(const char *name) {
    int status = 0;
    return setupterm(name, STDERR_FILENO, &status) == OK;
}
// Frees the terminal description a setupterm probe loaded, if any.
static inline void cf_release_probed_terminal(void) {
    if (cur_term != NULL) { del_curterm(cur_term); }
}

#endif
