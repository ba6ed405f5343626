// The window never loses work: a bad file is reported without a blocking dialog and keeps the
// current setup; closing or opening another file with unsaved changes asks Save / Discard /
// Cancel; after a crash the next start offers the unsaved changes back.

#include "configview.h"
#include "exportdialog.h"
#include "language.h"
#include "mainwindow.h"
#include "testcatalogs.h"
#include "messagebar.h"
#include "session.h"
#include "setupcontroller.h"

#include <QApplication>
#include <QFile>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

using namespace headroom;

namespace {

// Clicks `button` of the next Save/Discard/Cancel box (and, for Save, cancels the export
// dialog that follows), from inside the box's own event loop.
void answerUnsaved(QMessageBox::StandardButton button)
{
    auto *timer = new QTimer;
    timer->setInterval(10);
    QObject::connect(timer, &QTimer::timeout, timer, [timer, button] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box || box->objectName() != QLatin1String("unsavedChangesBox"))
            return;
        timer->deleteLater();
        if (button == QMessageBox::Save) {
            // The export dialog opens next; leaving it unsaved must cancel what was asked.
            auto *next = new QTimer;
            next->setInterval(10);
            QObject::connect(next, &QTimer::timeout, next, [next] {
                if (auto *dialog = qobject_cast<ExportDialog *>(QApplication::activeModalWidget())) {
                    next->deleteLater();
                    dialog->reject();
                }
            });
            next->start();
        }
        box->button(button)->click();
    });
    timer->start();
}

} // namespace

class TestRobustWindow : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    MainWindow *m_window = nullptr;
    QString seed() const { return m_dir.filePath(QStringLiteral("seed-001.yaml")); }
    QString other() const { return m_dir.filePath(QStringLiteral("other.yaml")); }

    MainWindow *newWindow()
    {
        auto *w = new MainWindow(headroom::test::catalogs());
        w->show();
        return w;
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(Language::install(QStringLiteral("en")));
        QVERIFY(QFile::copy(QStringLiteral(HEADROOM_EXAMPLES_DIR "/seed-001-vla-lora-24gb.yaml"), seed()));
        QVERIFY(QFile::copy(seed(), other()));
    }

    void init()
    {
        Session::clear();
        Session::endRunning();
        m_window = newWindow();
        QVERIFY(QTest::qWaitForWindowExposed(m_window));
        QVERIFY(m_window->openFile(seed(), false));
    }

    void cleanup()
    {
        delete m_window;
        m_window = nullptr;
        Session::clear();
        Session::endRunning();
    }

    void badFileIsReportedWithoutBlocking()
    {
        const QString path = m_dir.filePath(QStringLiteral("broken.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\n  \"train_micro_batch_size_per_gpu\": 4,\n}\n");
        f.close();
        QVERIFY(!m_window->openFile(path, true));
        QVERIFY(QApplication::activeModalWidget() == nullptr); // nothing waits for a click
        QVERIFY(m_window->messageBar()->isVisible());
        QVERIFY2(m_window->messageBar()->text().contains(path + QStringLiteral(":2:38: error:")),
                 qPrintable(m_window->messageBar()->text()));
        QCOMPARE(QString::fromStdString(m_window->controller()->config().path), seed());
        QCOMPARE(m_window->controller()->fieldValue(QStringLiteral("run.micro_batch")), QStringLiteral("4"));
        // The next good file clears the message.
        QVERIFY(m_window->openFile(other(), true));
        QVERIFY(!m_window->messageBar()->isVisible());
    }

    // With nothing open, a file that cannot be read is shown with its wrong line marked, and the
    // guidance does not say that a setup fits.
    void badFirstFileIsShownAtItsLine()
    {
        const QString path = m_dir.filePath(QStringLiteral("broken.toml"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("[training]\ntrain_batch_size = 2\nresolution = [1024, 1024\n");
        f.close();
        std::unique_ptr<MainWindow> fresh(newWindow());
        QVERIFY(QTest::qWaitForWindowExposed(fresh.get()));
        QVERIFY(!fresh->openFile(path, false));
        auto *view = fresh->findChild<ConfigView *>();
        QVERIFY(view);
        QVERIFY(view->toPlainText().contains(QStringLiteral("resolution = [1024, 1024")));
        QCOMPARE(view->failedLine(), 3);
        const QList<QLabel *> labels = fresh->findChildren<QLabel *>();
        QVERIFY(std::none_of(labels.begin(), labels.end(), [](const QLabel *l) {
            return l->isVisible() && l->text().contains(QStringLiteral("nothing needs to change"));
        }));
        // Once a file opens, the view is that file's.
        QVERIFY(fresh->openFile(seed(), false));
        QCOMPARE(view->failedLine(), 0);
    }

    void closeWithUnsavedWorkCanBeCancelled()
    {
        QVERIFY(!m_window->hasUnsavedWork());
        QVERIFY(m_window->controller()->setField(QStringLiteral("run.micro_batch"), QStringLiteral("2")));
        QVERIFY(m_window->hasUnsavedWork());
        answerUnsaved(QMessageBox::Cancel);
        QVERIFY(!m_window->close());
        QVERIFY(m_window->isVisible());
        QCOMPARE(m_window->controller()->fieldValue(QStringLiteral("run.micro_batch")), QStringLiteral("2"));
    }

    void closeWithUnsavedWorkCanBeDiscarded()
    {
        QVERIFY(m_window->controller()->setField(QStringLiteral("run.micro_batch"), QStringLiteral("2")));
        answerUnsaved(QMessageBox::Discard);
        QVERIFY(m_window->close());
        QString file;
        Session::Changes changes;
        QVERIFY(!Session::load(file, changes)); // a clean exit leaves nothing to restore
    }

    void saveThatIsNotCompletedCancelsTheClose()
    {
        QVERIFY(m_window->controller()->setField(QStringLiteral("run.micro_batch"), QStringLiteral("2")));
        answerUnsaved(QMessageBox::Save);
        QVERIFY(!m_window->close());
        QVERIFY(m_window->hasUnsavedWork());
    }

    void openingAnotherFileAsksFirst()
    {
        QVERIFY(m_window->controller()->setField(QStringLiteral("run.micro_batch"), QStringLiteral("2")));
        answerUnsaved(QMessageBox::Cancel);
        QVERIFY(!m_window->openFile(other(), true));
        QCOMPARE(QString::fromStdString(m_window->controller()->config().path), seed());
        QCOMPARE(m_window->controller()->fieldValue(QStringLiteral("run.micro_batch")), QStringLiteral("2"));
        answerUnsaved(QMessageBox::Discard);
        QVERIFY(m_window->openFile(other(), true));
        QCOMPARE(QString::fromStdString(m_window->controller()->config().path), other());
        QVERIFY(!m_window->hasUnsavedWork());
    }

    void crashedSessionIsOfferedAndRestored()
    {
        QVERIFY(m_window->controller()->setField(QStringLiteral("run.micro_batch"), QStringLiteral("2")));
        QVERIFY(m_window->controller()->setField(QStringLiteral("loader.workers"), QStringLiteral("3")));
        QTRY_VERIFY(QFile::exists(Session::folder() + QStringLiteral("/session.yaml"))); // autosaved shortly after
        // A crash: the window goes away without closing (no question, no clean-up).
        delete m_window;
        m_window = newWindow();
        MessageBar *bar = m_window->messageBar();
        QVERIFY(bar->isVisible());
        QVERIFY2(bar->text().contains(QStringLiteral("seed-001.yaml")), qPrintable(bar->text()));
        QVERIFY(QApplication::activeModalWidget() == nullptr);
        QTest::mouseClick(bar->findChild<QPushButton *>(QStringLiteral("messageFirst")), Qt::LeftButton);
        QCOMPARE(QString::fromStdString(m_window->controller()->config().path), seed());
        QCOMPARE(m_window->controller()->fieldValue(QStringLiteral("run.micro_batch")), QStringLiteral("2"));
        QCOMPARE(m_window->controller()->fieldValue(QStringLiteral("loader.workers")), QStringLiteral("3"));
        QVERIFY(m_window->hasUnsavedWork()); // restored work is still unsaved work
    }

    void declinedSessionIsForgotten()
    {
        QVERIFY(m_window->controller()->setField(QStringLiteral("run.micro_batch"), QStringLiteral("2")));
        m_window->autosaveNow();
        delete m_window;
        m_window = newWindow();
        QVERIFY(m_window->messageBar()->isVisible());
        QTest::mouseClick(m_window->messageBar()->findChild<QPushButton *>(QStringLiteral("messageSecond")), Qt::LeftButton);
        QVERIFY(!m_window->controller()->hasSetup());
        delete m_window;
        m_window = newWindow();
        QVERIFY(!m_window->messageBar()->isVisible());
    }
};

QTEST_MAIN(TestRobustWindow)
#include "tst_robustwindow.moc"
