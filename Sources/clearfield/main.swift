import ClearfieldCommands

// Everything the program does is in ClearfieldCommands, so its tests can reach every command.
ClearfieldProgram.main()
