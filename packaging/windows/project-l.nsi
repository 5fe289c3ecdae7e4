; Project L for Windows: the NSIS installer script.
;
; Built by packaging/build.py on Windows (makensis from https://nsis.sourceforge.io on PATH):
;   makensis /DVERSION=0.1.0 /DVI_VERSION=0.1.0.0 /DDIST_DIR=dist\project-l
;            /DICON_DIR=build\icons /DOUTFILE=dist\project-l-0.1.0-setup.exe
;            packaging\windows\project-l.nsi
; CI compiles it on Linux against a stub folder with the same file names (packaging/ci.sh), so a
; broken script fails there too. makensis accepts "-D" as well as "/D" outside Windows.
;
; It installs per machine (Program Files, admin rights), adds Start menu entries for the game
; and the editor, optionally a desktop shortcut, registers .plsave (saved games: open with the
; game) and .pldeck (decks: open with the game, "Edit" with the editor), and an uninstaller
; listed in Settings > Apps.

Unicode true
ManifestDPIAware true
SetCompressor /SOLID lzma

!ifndef DIST_DIR
  !error "DIST_DIR must name the PyInstaller one-folder build (dist/project-l)"
!endif
!ifndef VERSION
  !define VERSION "0.0.0"
!endif
!ifndef VI_VERSION
  !define VI_VERSION "${VERSION}.0"
!endif
!ifndef OUTFILE
  !define OUTFILE "project-l-${VERSION}-setup.exe"
!endif

!define APP_NAME "Project L"
!define EDITOR_NAME "Project L Deck Editor"
!define PUBLISHER "Project L developers"
!define GAME_EXE "project-l.exe"
!define EDITOR_EXE "project-l-editor.exe"
!define UNINST_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\ProjectL"
!define APP_KEY "Software\ProjectL"
!define SAVE_PROGID "ProjectL.Save"
!define DECK_PROGID "ProjectL.Deck"

!include "MUI2.nsh"
!include "x64.nsh"
!include "LogicLib.nsh"
!include "FileFunc.nsh"

Name "${APP_NAME}"
OutFile "${OUTFILE}"
InstallDir "$PROGRAMFILES64\${APP_NAME}"
InstallDirRegKey HKLM "${APP_KEY}" "InstallDir"
RequestExecutionLevel admin
BrandingText "${APP_NAME} ${VERSION}"

VIProductVersion "${VI_VERSION}"
VIAddVersionKey "ProductName" "${APP_NAME}"
VIAddVersionKey "ProductVersion" "${VERSION}"
VIAddVersionKey "FileVersion" "${VERSION}"
VIAddVersionKey "FileDescription" "${APP_NAME} installer"
VIAddVersionKey "CompanyName" "${PUBLISHER}"
VIAddVersionKey "LegalCopyright" "MIT licence, ${PUBLISHER}"

!ifdef ICON_DIR
  !define MUI_ICON "${ICON_DIR}\project-l.ico"
  !define MUI_UNICON "${ICON_DIR}\project-l.ico"
!endif
!define MUI_ABORTWARNING
!define MUI_FINISHPAGE_RUN "$INSTDIR\${GAME_EXE}"
!define MUI_FINISHPAGE_RUN_TEXT "Start ${APP_NAME}"

!insertmacro MUI_PAGE_WELCOME
!ifdef LICENSE_FILE
  !insertmacro MUI_PAGE_LICENSE "${LICENSE_FILE}"
!endif
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_COMPONENTS
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH

!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES

!insertmacro MUI_LANGUAGE "English"

Function .onInit
  ${IfNot} ${RunningX64}
    MessageBox MB_ICONSTOP|MB_OK "${APP_NAME} needs a 64-bit version of Windows."
    Abort
  ${EndIf}
  SetRegView 64
FunctionEnd

Function un.onInit
  SetRegView 64
FunctionEnd

; ---------------------------------------------------------------------------------------------
Section "${APP_NAME} (required)" SecMain
  SectionIn RO
  SetShellVarContext all
  SetOutPath "$INSTDIR"
  ; an update replaces the whole bundle: stale libraries from an older version must not linger
  RMDir /r "$INSTDIR\_internal"
  File "${DIST_DIR}\${GAME_EXE}"
  File "${DIST_DIR}\${EDITOR_EXE}"
  File /r "${DIST_DIR}\_internal"
  WriteUninstaller "$INSTDIR\uninstall.exe"

  ; Start menu: one entry per program
  CreateShortcut "$SMPROGRAMS\${APP_NAME}.lnk" "$INSTDIR\${GAME_EXE}" "" "$INSTDIR\${GAME_EXE}" 0
  CreateShortcut "$SMPROGRAMS\${EDITOR_NAME}.lnk" "$INSTDIR\${EDITOR_EXE}" "" \
    "$INSTDIR\${EDITOR_EXE}" 0

  ; file types: saved games open in the game; decks open in the game, "Edit" opens the editor
  WriteRegStr HKLM "Software\Classes\.plsave" "" "${SAVE_PROGID}"
  WriteRegStr HKLM "Software\Classes\.plsave" "Content Type" "application/x-project-l-save"
  WriteRegStr HKLM "Software\Classes\.plsave\OpenWithProgids" "${SAVE_PROGID}" ""
  WriteRegStr HKLM "Software\Classes\${SAVE_PROGID}" "" "Project L saved game"
  WriteRegStr HKLM "Software\Classes\${SAVE_PROGID}\DefaultIcon" "" '"$INSTDIR\${GAME_EXE}",0'
  WriteRegStr HKLM "Software\Classes\${SAVE_PROGID}\shell" "" "open"
  WriteRegStr HKLM "Software\Classes\${SAVE_PROGID}\shell\open\command" "" \
    '"$INSTDIR\${GAME_EXE}" "%1"'

  WriteRegStr HKLM "Software\Classes\.pldeck" "" "${DECK_PROGID}"
  WriteRegStr HKLM "Software\Classes\.pldeck" "Content Type" "application/x-project-l-deck"
  WriteRegStr HKLM "Software\Classes\.pldeck\OpenWithProgids" "${DECK_PROGID}" ""
  WriteRegStr HKLM "Software\Classes\${DECK_PROGID}" "" "Project L deck"
  WriteRegStr HKLM "Software\Classes\${DECK_PROGID}\DefaultIcon" "" '"$INSTDIR\${EDITOR_EXE}",0'
  WriteRegStr HKLM "Software\Classes\${DECK_PROGID}\shell" "" "open"
  WriteRegStr HKLM "Software\Classes\${DECK_PROGID}\shell\open\command" "" \
    '"$INSTDIR\${GAME_EXE}" "%1"'
  WriteRegStr HKLM "Software\Classes\${DECK_PROGID}\shell\edit" "" "Edit in ${EDITOR_NAME}"
  WriteRegStr HKLM "Software\Classes\${DECK_PROGID}\shell\edit\command" "" \
    '"$INSTDIR\${EDITOR_EXE}" "%1"'

  ; "Open with" lists both programs under their own names
  WriteRegStr HKLM "Software\Classes\Applications\${GAME_EXE}" "FriendlyAppName" "${APP_NAME}"
  WriteRegStr HKLM "Software\Classes\Applications\${GAME_EXE}\SupportedTypes" ".plsave" ""
  WriteRegStr HKLM "Software\Classes\Applications\${GAME_EXE}\SupportedTypes" ".pldeck" ""
  WriteRegStr HKLM "Software\Classes\Applications\${EDITOR_EXE}" "FriendlyAppName" \
    "${EDITOR_NAME}"
  WriteRegStr HKLM "Software\Classes\Applications\${EDITOR_EXE}\SupportedTypes" ".pldeck" ""

  ; Settings > Apps
  WriteRegStr HKLM "${APP_KEY}" "InstallDir" "$INSTDIR"
  WriteRegStr HKLM "${UNINST_KEY}" "DisplayName" "${APP_NAME}"
  WriteRegStr HKLM "${UNINST_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKLM "${UNINST_KEY}" "Publisher" "${PUBLISHER}"
  WriteRegStr HKLM "${UNINST_KEY}" "DisplayIcon" '"$INSTDIR\${GAME_EXE}",0'
  WriteRegStr HKLM "${UNINST_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKLM "${UNINST_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr HKLM "${UNINST_KEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
  WriteRegDWORD HKLM "${UNINST_KEY}" "NoModify" 1
  WriteRegDWORD HKLM "${UNINST_KEY}" "NoRepair" 1
  ${GetSize} "$INSTDIR" "/S=0K" $0 $1 $2
  IntFmt $0 "0x%08X" $0
  WriteRegDWORD HKLM "${UNINST_KEY}" "EstimatedSize" "$0"

  ; tell Explorer the file associations changed (SHCNE_ASSOCCHANGED)
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'
SectionEnd

Section /o "Desktop shortcut" SecDesktop
  SetShellVarContext all
  CreateShortcut "$DESKTOP\${APP_NAME}.lnk" "$INSTDIR\${GAME_EXE}" "" "$INSTDIR\${GAME_EXE}" 0
SectionEnd

!insertmacro MUI_FUNCTION_DESCRIPTION_BEGIN
  !insertmacro MUI_DESCRIPTION_TEXT ${SecMain} "The game, the deck editor and their file types."
  !insertmacro MUI_DESCRIPTION_TEXT ${SecDesktop} "A desktop shortcut that starts the game."
!insertmacro MUI_FUNCTION_DESCRIPTION_END

; ---------------------------------------------------------------------------------------------
; The uninstaller removes what the installer wrote and nothing else: saved games and decks in
; the user's data folder stay.
!macro RemoveAssociation EXT PROGID MIME
  ReadRegStr $0 HKLM "Software\Classes\${EXT}" ""
  ${If} $0 == "${PROGID}"
    DeleteRegValue HKLM "Software\Classes\${EXT}" ""
  ${EndIf}
  DeleteRegValue HKLM "Software\Classes\${EXT}\OpenWithProgids" "${PROGID}"
  DeleteRegKey /ifempty HKLM "Software\Classes\${EXT}\OpenWithProgids"
  ReadRegStr $0 HKLM "Software\Classes\${EXT}" "Content Type"
  ${If} $0 == "${MIME}"
    DeleteRegValue HKLM "Software\Classes\${EXT}" "Content Type"
  ${EndIf}
  DeleteRegKey /ifempty HKLM "Software\Classes\${EXT}"
  DeleteRegKey HKLM "Software\Classes\${PROGID}"
!macroend

Section "Uninstall"
  SetShellVarContext all
  Delete "$SMPROGRAMS\${APP_NAME}.lnk"
  Delete "$SMPROGRAMS\${EDITOR_NAME}.lnk"
  Delete "$DESKTOP\${APP_NAME}.lnk"

  !insertmacro RemoveAssociation ".plsave" "${SAVE_PROGID}" "application/x-project-l-save"
  !insertmacro RemoveAssociation ".pldeck" "${DECK_PROGID}" "application/x-project-l-deck"
  DeleteRegKey HKLM "Software\Classes\Applications\${GAME_EXE}"
  DeleteRegKey HKLM "Software\Classes\Applications\${EDITOR_EXE}"
  DeleteRegKey HKLM "${UNINST_KEY}"
  DeleteRegKey HKLM "${APP_KEY}"

  RMDir /r "$INSTDIR\_internal"
  Delete "$INSTDIR\${GAME_EXE}"
  Delete "$INSTDIR\${EDITOR_EXE}"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"  ; only if empty: never remove files the installer did not put there

  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'
SectionEnd
