import Foundation

extension Player {
    /// The login user's name, which names a new player (their nickname may replace it on screen):
    /// `USER`, then `LOGNAME`, then the password database, then "player".
    public static func loginName(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        for variable in ["USER", "LOGNAME"] {
            if let name = environment[variable], !name.isEmpty { return name }
        }
        if let entry = getpwuid(getuid()), let name = entry.pointee.pw_name {
            let login = String(cString: name)
            if !login.isEmpty { return login }
        }
        return "player"
    }
}
