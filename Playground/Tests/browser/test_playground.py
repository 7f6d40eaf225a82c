"""The playground (`complayout serve`) in real headless Chromium, driven with selenium.

Run after `swift build`: `python3 -m pytest -q Tests/browser`. The binaries are taken from
$COMPLAYOUT_BIN_DIR (default .build/debug). Screenshots go to $PLAYGROUND_SCREENSHOTS when set.
"""

import json
import math
import os
import pathlib
import socket
import subprocess
import time
import urllib.request

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.actions.wheel_input import ScrollOrigin
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select, WebDriverWait

ROOT = pathlib.Path(__file__).resolve().parents[2]
BIN = pathlib.Path(os.environ.get("COMPLAYOUT_BIN_DIR", ROOT / ".build" / "debug"))
SHOTS = os.environ.get("PLAYGROUND_SCREENSHOTS")


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def start_server(*arguments):
    port = free_port()
    process = subprocess.Popen(
        [str(BIN / "complayout"), "serve", *arguments, "--port", str(port)],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    url = f"http://127.0.0.1:{port}"
    deadline = time.time() + 30
    while True:
        try:
            with urllib.request.urlopen(url + "/api/examples", timeout=2) as response:
                if response.status == 200:
                    return process, url
        except OSError:
            if process.poll() is not None or time.time() > deadline:
                process.kill()
                raise RuntimeError("complayout serve did not start")
            time.sleep(0.2)


def stop(process):
    process.terminate()
    try:
        process.wait(timeout=10)
    except subprocess.TimeoutExpired:
        process.kill()


@pytest.fixture(scope="module")
def server():
    process, url = start_server("--example", "app-store")
    yield url
    stop(process)


@pytest.fixture(scope="module")
def browser():
    options = Options()
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=1600,1000", "--force-device-scale-factor=1"]:
        options.add_argument(argument)
    if os.path.exists("/usr/bin/chromium"):
        options.binary_location = "/usr/bin/chromium"
    service = Service("/usr/bin/chromedriver") if os.path.exists("/usr/bin/chromedriver") else Service()
    driver = webdriver.Chrome(service=service, options=options)
    yield driver
    driver.quit()


def settled(driver, condition="true", timeout=15):
    """Waits until the page is idle (no request, drag or release pending) and `condition` holds."""
    script = ("const s = window.playground; return !!(s && s.layout && !s.busy && !s.drag && !s.release && !s.animation && ("
              + condition + "));")
    WebDriverWait(driver, timeout).until(lambda d: d.execute_script(script))
    time.sleep(0.3)  # a scroll frame or typing pause may still be scheduled
    WebDriverWait(driver, timeout).until(lambda d: d.execute_script(script))


def cli_visible(state, example="app-store", sizes=None):
    """`complayout frames --visible` for the page's content offset and settled orthogonal offsets
    (and `--sizes` when given)."""
    offset = state["layout"]["contentOffset"]
    arguments = [str(BIN / "complayout"), "frames", "--example", example, "--visible",
                 f"--offset={offset['x']},{offset['y']}"]
    if sizes:
        arguments += ["--sizes", str(sizes)]
    if state["device"] and state["device"].get("name"):
        arguments += ["--device", state["device"]["name"]]
    elif state["device"]:
        arguments += ["--width", str(state["device"]["width"]), "--height", str(state["device"]["height"])]
    for section, value in sorted(state["orthogonal"].items(), key=lambda item: int(item[0])):
        arguments += ["--orthogonal-offset", f"{section}:{value!r}" if isinstance(value, float) else f"{section}:{value}"]
    return subprocess.run(arguments, check=True, capture_output=True, text=True).stdout


def page_state(driver):
    return driver.execute_script(
        "const s = window.playground; "
        "return {layout: s.layout, layoutText: s.layoutText, orthogonal: s.orthogonal, device: s.device};")


def shot(driver, name):
    if SHOTS:
        pathlib.Path(SHOTS).mkdir(parents=True, exist_ok=True)
        driver.save_screenshot(str(pathlib.Path(SHOTS) / name))


def choose_custom_size(driver, width, height):
    """Picks "Custom…" in the device picker and types a size (no safe area, no scale)."""
    Select(driver.find_element(By.ID, "device-picker")).select_by_value("custom")
    for field, value in (("custom-width", width), ("custom-height", height)):
        element = driver.find_element(By.ID, field)
        element.clear()
        element.send_keys(str(value))


def test_device_preset_matches_the_cli(server, browser):
    browser.get(server + "/")
    settled(browser, "document.querySelectorAll('#visible tbody tr').length > 0")
    # The iPhone 16 Pro preset: 402 × 874 with its safe area (62 on top), margins and 3× scale —
    # what `complayout frames --device iphone-16-pro` lays out.
    Select(browser.find_element(By.ID, "device-picker")).select_by_visible_text("iPhone 16 Pro · 402 × 874")
    settled(browser, "s.viewport.width === 402 && s.viewport.height === 874")
    state = page_state(browser)
    assert state["device"] == {"name": "iphone-16-pro"}
    assert state["layoutText"] == cli_visible(state)
    # The preset's safe area reaches the page: 62 pt on top, hatched above the content.
    top = browser.execute_script("return window.playground.viewport.safeAreaInsets.top;")
    assert top == 62


def test_scroll_and_drag_match_the_cli(server, browser):
    browser.get(server + "/")
    settled(browser, "document.querySelectorAll('#visible tbody tr').length > 0")
    shot(browser, "playground.png")

    # A smaller phone, so that there is room to scroll (the layout is 909 pt tall at 390 wide).
    choose_custom_size(browser, 375, 667)
    settled(browser, "s.viewport.height === 667")
    # Scroll the device: the visible elements are what the CLI prints at that offset.
    browser.execute_script("document.getElementById('scroller').scrollTop = 200;")
    settled(browser, "s.layout.contentOffset.y === 200")
    state = page_state(browser)
    assert state["layoutText"] == cli_visible(state)

    # Drag the group-paging row of section 2 by 150 pt towards its trailing content and release.
    cell = browser.find_element(By.CSS_SELECTOR, '.el.orthogonal[data-section="2"]')
    actions = ActionChains(browser, duration=40)
    actions.move_to_element(cell).click_and_hold()
    for _ in range(5):
        actions.move_by_offset(-30, 0)
    actions.release().perform()
    settled(browser, "s.layout.orthogonalOffsets['2'] !== 0")
    state = page_state(browser)
    settled_offset = state["orthogonal"]["2"]
    # Group paging: candidates are the group origins minus the leading inset, k × (0.65 × 375 + 10)
    # (an orthogonal group's fractional width is of the container); a drag from 0 moves at most one
    # candidate (SPEC R-ORTHO-15): 253.75.
    assert math.isclose(settled_offset, 0.65 * 375 + 10, abs_tol=1e-9)
    cli = cli_visible(state)
    assert json.loads(cli)["orthogonalOffsets"]["2"] == settled_offset
    assert state["layoutText"] == cli
    shown = browser.find_element(By.CSS_SELECTOR, '#orthogonal tr[data-section="2"]').text
    # Items 0 (its last 6 pt), 1 and 2 overlap the 375-pt bounds at 253.75: the table says which are shown.
    assert shown.split()[-1] == "0–2"
    shot(browser, "playground-dragged.png")


def test_vertical_drag_on_a_row_scrolls_the_page(server, browser):
    browser.get(server + "/")
    settled(browser, "document.querySelectorAll('#visible tbody tr').length > 0")
    choose_custom_size(browser, 375, 667)
    settled(browser, "s.viewport.height === 667")
    before = page_state(browser)["orthogonal"]
    cell = browser.find_element(By.CSS_SELECTOR, '.el.orthogonal[data-section="1"]')
    actions = ActionChains(browser, duration=40)
    actions.move_to_element(cell).click_and_hold()
    for _ in range(4):
        actions.move_by_offset(0, -25)
    actions.release().perform()
    # Moving up by 100 px first along the main axis pans the page by 100, not the row.
    settled(browser, "s.layout.contentOffset.y === 100")
    state = page_state(browser)
    assert state["orthogonal"] == before
    assert state["layoutText"] == cli_visible(state)


def test_sideways_wheel_scrolls_a_row(server, browser):
    browser.get(server + "/")
    settled(browser, "document.querySelectorAll('#visible tbody tr').length > 0")
    cell = browser.find_element(By.CSS_SELECTOR, '.el.orthogonal[data-section="0"]')
    ActionChains(browser).scroll_from_origin(ScrollOrigin.from_element(cell), 250, 0).perform()
    settled(browser, "s.orthogonal['0'] !== -3.5")
    state = page_state(browser)
    # Centred group paging at 390 wide: groups 0.9 × 390 = 351 with spacing 10, insets 16, so the
    # candidates are 16 + 361k + 175.5 − (16 + 179) = 361k − 3.5. The wheel moves the row from −3.5 to
    # 246.5 and lets go without velocity: 357.5 is the nearer candidate (111 against 250).
    assert state["orthogonal"]["0"] == 357.5
    assert state["layoutText"] == cli_visible(state)


def test_pinned_header_sticks(server, browser):
    browser.get(server + "/")
    settled(browser, "document.querySelectorAll('#visible tbody tr').length > 0")
    Select(browser.find_element(By.ID, "example")).select_by_value("cat-food")
    settled(browser, "s.viewport.safeAreaInsets.top === 47")
    # cat-food has a 47-pt top safe area, so the initial offset is −47; scroll the content by 30.
    browser.execute_script("document.getElementById('scroller').scrollTop = 30;")
    settled(browser, "s.layout.contentOffset.y === -17")
    state = page_state(browser)
    assert state["layoutText"] == cli_visible(state, "cat-food")
    header = [e for e in state["layout"]["elements"] if e.get("kind") == "brands-header"][0]
    # Pinned below the safe area: y = −17 + 47 = 30 (its unpinned place is 0), above everything else.
    assert header["frame"]["y"] == 30 and header["zIndex"] > 1_000_000_000
    on_screen = browser.execute_script(
        "const h = [...document.querySelectorAll('.el.supplementary')].find(e => e.textContent.startsWith('brands-header'));"
        "return h.getBoundingClientRect().top - document.getElementById('scroller').getBoundingClientRect().top;")
    # The header sits right under the safe area while the content scrolls (on the page, at the zoom).
    zoom = browser.execute_script("return window.playground.zoom;")
    assert abs(on_screen / zoom - 47) < 0.01


def test_typo_is_shown_at_its_line(server, browser):
    browser.get(server + "/")
    settled(browser, "document.querySelectorAll('#visible tbody tr').length > 0")
    source = browser.find_element(By.ID, "source")
    text = source.get_attribute("value")
    end = text.index("interGroupSpacing") + len("interGroupSpacing")
    line = text[:end].count("\n") + 1
    column = end - len("interGroupSpacing") - text.rfind("\n", 0, end)
    browser.execute_script("arguments[0].focus(); arguments[0].setSelectionRange(arguments[1], arguments[1]);",
                           source, end)
    source.send_keys(Keys.BACKSPACE)
    settled(browser, "document.querySelectorAll('#problems li.error').length > 0")
    problem = browser.find_element(By.CSS_SELECTOR, "#problems li.error")
    assert problem.get_attribute("data-line") == str(line)
    assert problem.get_attribute("data-column") == str(column)
    assert "templates.carousel.interGroupSpacin" in problem.text
    gutter = browser.find_elements(By.CSS_SELECTOR, "#gutter div")
    assert "error" in gutter[line - 1].get_attribute("class")
    shot(browser, "playground-error.png")
    # Fixing it clears the problem.
    source.send_keys("g")
    settled(browser, "document.querySelectorAll('#problems li').length === 0")


def test_file_edits_save_and_reload(browser, tmp_path):
    path = tmp_path / "layout.yaml"
    original = (ROOT.parent / "Examples" / "app-store.yaml").read_text()
    path.write_text(original)
    process, url = start_server(str(path))
    try:
        browser.get(url + "/")
        settled(browser, "document.querySelectorAll('#visible tbody tr').length > 0")
        # A change on disk reloads the page's text and layout.
        time.sleep(1.1)  # a new modification time
        path.write_text(original.replace("itemCount: 3", "itemCount: 5", 1))
        settled(browser, "document.getElementById('source').value.includes('itemCount: 5')")
        # An edit in the page is saved back with Save.
        source = browser.find_element(By.ID, "source")
        text = source.get_attribute("value")
        end = text.index("itemCount: 5") + len("itemCount: 5")
        browser.execute_script("arguments[0].focus(); arguments[0].setSelectionRange(arguments[1], arguments[1]);",
                               source, end)
        source.send_keys(Keys.BACKSPACE, "6")
        browser.find_element(By.ID, "save").click()
        WebDriverWait(browser, 10).until(lambda _: "itemCount: 6" in path.read_text())
        assert path.read_text() == original.replace("itemCount: 3", "itemCount: 6", 1)
    finally:
        stop(process)


def test_example_sizes_fill_the_panel_and_match_the_cli(server, browser):
    browser.get(server + "/")
    settled(browser)
    # filter-chips ships its chips' widths: choosing it fills the Sizes panel, and the preview is
    # measured with them, as `frames --visible --sizes` lays it out (rows re-flowed: 884 tall).
    Select(browser.find_element(By.ID, "example")).select_by_value("filter-chips")
    settled(browser, "s.layout.contentSize.height === 884")
    sizes = ROOT.parent / "Examples" / "filter-chips.sizes.json"  # ROOT is the Playground package
    panel = browser.find_element(By.ID, "sizes")
    assert panel.get_attribute("value") == sizes.read_text()
    state = page_state(browser)
    assert state["layoutText"] == cli_visible(state, "filter-chips", sizes)
    shot(browser, "filter-chips-sizes.png")
    # Emptying the panel lays the chips out at their estimates: 4 a row, 844 tall.
    panel.send_keys(Keys.CONTROL, "a")
    panel.send_keys(Keys.DELETE)
    settled(browser, "s.layout.contentSize.height === 844")
    state = page_state(browser)
    assert state["layoutText"] == cli_visible(state, "filter-chips")


def cell_titles(svg):
    """The tooltips of the cells of a picture: `cell S.I (x, y, w, h) z Z`, sorted."""
    return sorted(line.split("<title>")[1].split("</title>")[0]
                  for line in svg.splitlines() if "<title>cell " in line)


def test_transition_steps_from_one_layout_to_another(server, browser):
    browser.get(server + "/")
    settled(browser, "document.querySelectorAll('#visible tbody tr').length > 0")
    browser.find_element(By.ID, "transition-open").click()
    picture = "const p = document.getElementById('transition-picture'); "
    WebDriverWait(browser, 15).until(lambda d: d.execute_script(
        picture + "return p.dataset.progress === '0' && p.complete && p.naturalWidth > 0;"))
    target = Select(browser.find_element(By.ID, "transition-example")).first_selected_option.get_attribute("value")
    assert target != "app-store"
    # Play steps through 0, 0.1 … 1, each frame drawn by the server.
    browser.find_element(By.ID, "transition-play").click()
    WebDriverWait(browser, 60).until(lambda d: d.execute_script(
        picture + "return p.dataset.progress === '1' && !document.getElementById('transition-play').disabled;"))
    shot(browser, "transition.png")
    # The frame half-way is what `complayout render --transition-to-example --progress 0.5` draws.
    svg = browser.execute_async_script(
        "const done = arguments[arguments.length - 1]; transitionFrame(0.5).then((frame) => done(frame.svg));")
    cli = subprocess.run(
        [str(BIN / "complayout"), "render", "--example", "app-store", "--transition-to-example", target,
         "--progress", "0.5"], check=True, capture_output=True, text=True).stdout
    assert cell_titles(svg) and cell_titles(svg) == cell_titles(cli)
