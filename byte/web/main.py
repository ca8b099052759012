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
    game_files.install(page[: page.rindex("/") + 1])

    from byte.web.app import start

    start()
except Exception as error:
    import traceback

    traceback.print_exc()
    status = document.getElementById("boot-status")
    message = status.querySelector(".boot-message") if status else None
    if message:
        message.textContent = f"The game could not start: {error}"
    document.documentElement.setAttribute("data-app-state", "error")
