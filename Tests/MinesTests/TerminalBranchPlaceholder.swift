// Placeholder so the package builds on the terminal branch before this target's owner adds
// its tests. Delete once real tests exist here.
