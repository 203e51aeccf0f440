; Inno Setup script for the Windows installer: one setup .exe that installs the one-folder build
; for the current user (no administrator rights needed), with a Start-menu entry, an optional
; desktop shortcut and an uninstaller. goldmines_desktop/tools/package_release.py runs it:
;   iscc /DAppVersion=0.1.0 /DSourceDir=dist\goldmines /DIconFile=...\goldmines.ico
;        /DOutputDir=dist\release /DOutputName=GoldMines-0.1.0-windows-setup packaging\goldmines.iss

#ifndef AppVersion
  #error Pass the version: /DAppVersion=X.Y.Z
#endif

[Setup]
AppId={{6C3B0E0A-5D2F-4E8B-9A41-3F1D2C7B9E55}
AppName=Gold Mines
AppVersion={#AppVersion}
AppVerName=Gold Mines {#AppVersion}
AppPublisher=The Gold Mines project
VersionInfoVersion={#AppVersion}
DefaultDirName={autopf}\Gold Mines
DefaultGroupName=Gold Mines
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputDir={#OutputDir}
OutputBaseFilename={#OutputName}
SetupIconFile={#IconFile}
UninstallDisplayIcon={app}\goldmines.exe
UninstallDisplayName=Gold Mines
Compression=lzma2
SolidCompression=yes
WizardStyle=modern

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[InstallDelete]
; an older version's files, so a removed library never lingers beside the new ones
Type: filesandordirs; Name: "{app}\_internal"

[Icons]
Name: "{autoprograms}\Gold Mines"; Filename: "{app}\goldmines.exe"
Name: "{autodesktop}\Gold Mines"; Filename: "{app}\goldmines.exe"; Tasks: desktopicon

[Run]
Filename: "{app}\goldmines.exe"; Description: "{cm:LaunchProgram,Gold Mines}"; Flags: nowait postinstall skipifsilent
