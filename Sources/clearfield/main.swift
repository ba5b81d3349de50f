import ClearfieldApp

// The commands are in ClearfieldCommands and the games they offer are listed in ClearfieldApp,
// so tests can reach every command with Clearfield's games or their own.
ClearfieldProgram.main()
