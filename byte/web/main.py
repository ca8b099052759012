"""Page entry point (index.html runs it): start the app, or say why it could not start."""

import js
from pyscript import RUNNING_IN_WORKER, document

# Where this Python really runs, for tests and tools ("worker" or "main"), whether it was
# restored from the snapshot ("snapshot" or "fresh"), and in a worker whose compile of the
# interpreter it instantiated ("page" or "worker"); see static/interpreter.mjs.
root = document.documentElement
root.dataset.python = "worker" if RUNNING_IN_WORKER else "main"
root.dataset.pythonStart = str(getattr(js, "byteInterpreterStart", "fresh"))
if RUNNING_IN_WORKER:
    root.dataset.interpreter = str(getattr(js, "byteInterpreterFrom", "worker"))

try:
    from byte.web import game_files, stdlib_on_demand

    # A standard module the site's trimmed library left out is fetched when imported.
    whole_library = root.getAttribute("data-stdlib-full")
    if whole_library:
        stdlib_on_demand.install(str(whole_library))

    # The site's folder: where the files of games loaded on first use are fetched from.
    page = str(document.baseURI).split("#")[0].split("?")[0]
    site = page[: page.rindex("/") + 1]
    game_files.install(site)

    # The page's language (each language has a page of its own, tools/build.py): its
    # catalogue, which the loader started downloading early, before any text is drawn.
    from byte import i18n

    catalogue = root.getAttribute("data-catalogue")
    if catalogue:
        try:
            i18n.install(str(root.lang), game_files.browser_fetch(site)(str(catalogue)))
        except Exception as problem:  # unreachable or damaged: the page goes on in English
            js.console.warn(f"Catalogue not read: {problem}")  # i18n: not shown (console)

    from byte.web.app import start

    start()
except Exception as error:
    import traceback

    traceback.print_exc()
    status = document.getElementById("boot-status")
    message = status.querySelector(".boot-message") if status else None
    if message:
        from byte.i18n import tr

        message.textContent = tr("The game could not start: {error}", error=str(error))
    document.documentElement.setAttribute("data-app-state", "error")
