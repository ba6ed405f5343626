#include "language.h"

#include "datadir.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include <memory>

namespace headroom {

namespace {

QString &currentCode()
{
    static QString code = QStringLiteral("en");
    return code;
}

std::unique_ptr<QTranslator> &appTranslator()
{
    static std::unique_ptr<QTranslator> t;
    return t;
}

std::unique_ptr<QTranslator> &qtTranslator()
{
    static std::unique_ptr<QTranslator> t;
    return t;
}

} // namespace

QStringList Language::codes()
{
    return {QStringLiteral("en"), QStringLiteral("ru"), QStringLiteral("zh_CN"), QStringLiteral("ko")};
}

QString Language::nativeName(const QString &code)
{
    if (code == QLatin1String("ru")) return QStringLiteral("Русский");
    if (code == QLatin1String("zh_CN")) return QStringLiteral("简体中文");
    if (code == QLatin1String("ko")) return QStringLiteral("한국어");
    return QStringLiteral("English");
}

QString Language::systemDefault()
{
    const QLocale locale = QLocale::system();
    switch (locale.language()) {
    case QLocale::Russian: return QStringLiteral("ru");
    case QLocale::Chinese: return QStringLiteral("zh_CN");
    case QLocale::Korean: return QStringLiteral("ko");
    default: return QStringLiteral("en");
    }
}

bool Language::install(const QString &code)
{
    if (!codes().contains(code))
        return false;
    if (appTranslator()) {
        QCoreApplication::removeTranslator(appTranslator().get());
        appTranslator().reset();
    }
    if (qtTranslator()) {
        QCoreApplication::removeTranslator(qtTranslator().get());
        qtTranslator().reset();
    }
    auto app = std::make_unique<QTranslator>();
    if (app->load(DataDir::translation(code)))
        QCoreApplication::installTranslator(app.get());
    appTranslator() = std::move(app);
    auto qt = std::make_unique<QTranslator>();
    if (qt->load(QLocale(code), QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt.get());
    qtTranslator() = std::move(qt);
    currentCode() = code;
    QLocale::setDefault(QLocale(code == QLatin1String("en") ? QStringLiteral("en_US") : code));
    return true;
}

QString Language::current()
{
    return currentCode();
}

} // namespace headroom
