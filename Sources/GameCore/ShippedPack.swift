/// The level pack Clearfield ships (levels/*.sql): every module that keys a level by (pack,
/// number) agrees on its name, so saves and progress written before packs existed (which name
/// no pack) are read as this pack's.
public enum ShippedPack {
    public static let name = "campaign"
}
