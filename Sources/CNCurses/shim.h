#ifndef CLEARFIELD_CNCURSES_SHIM_H
#define CLEARFIELD_CNCURSES_SHIM_H

// SwiftPM drops the -D_XOPEN_SOURCE flag pkg-config prints, so the wide-character API
// (cchar_t, setcchar, wget_wch) and wcwidth are enabled here, before any system header.
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
#ifdef BUTTON5_PRESSED
static inline mmask_t cf_button5_pressed(void) { return BUTTON5_PRESSED; }
#else
static inline mmask_t cf_button5_pressed(void) { return 0; }
#endif
static inline int cf_key_code_yes(void) { return KEY_CODE_YES; }

#endif
