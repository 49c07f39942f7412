// Generated from specs/openrpc/forex.yaml by tools/codegen. Do not edit.

import { dateTime, esc, fail, isInteger, isObject, join, limitFail, pattern, patternFail, requiredFail, typeFail } from "@gw/runtime/validator-support";
import { checkDecimalString } from "@gw/runtime/common-validators/DecimalString";

const values0 = new Set(["USD","EUR","GBP","JPY","CNY","INR","CAD","AUD","CHF","BRL","MXN","ARS","NGN","ZAR","TRY","RUB","KRW","IDR","PHP","VND"]);
const pattern1 = pattern("^[A-Z]{3}$", "u");

export function ForexRates(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.base === undefined) requiredFail(errors, path, "#", "base");
		if (data.rates === undefined) requiredFail(errors, path, "#", "rates");
		if (data.missing === undefined) requiredFail(errors, path, "#", "missing");
		if (data.age_seconds_by_currency === undefined) requiredFail(errors, path, "#", "age_seconds_by_currency");
		if (data.as_of === undefined) requiredFail(errors, path, "#", "as_of");
		if (data.as_of_unix === undefined) requiredFail(errors, path, "#", "as_of_unix");
		if (data.stale === undefined) requiredFail(errors, path, "#", "stale");
		if (data.base !== undefined) checkRequestedCurrencyCode(errors, data.base, path, "#/properties/base", "base");
		if (data.rates !== undefined) {
			const data0 = data.rates;
			if (isObject(data0)) {
				const path0 = path + "/rates";
				for (const key1 in data0) {
					const errs2 = errors.length;
					checkCurrencyCode(errors, key1, path0, "#/properties/rates/propertyNames", undefined, key1);
					if (errors.length !== errs2) fail(errors, path0, "#/properties/rates/propertyNames", "propertyNames", { propertyName: key1 }, "property name must be valid");
				}
				const path1 = path + "/rates";
				for (const key3 in data0) checkDecimalString(errors, data0[key3], path1, "#/properties/rates/additionalProperties", key3);
			} else typeFail(errors, path + "/rates", "#/properties/rates", "object");
		}
		if (data.missing !== undefined) {
			const data4 = data.missing;
			if (Array.isArray(data4)) {
				const path2 = path + "/missing";
				for (let i5 = 0; i5 < data4.length; i5++) checkRequestedCurrencyCode(errors, data4[i5], path2, "#/properties/missing/items", i5);
			} else typeFail(errors, path + "/missing", "#/properties/missing", "array");
		}
		if (data.missing_reasons !== undefined) {
			const data6 = data.missing_reasons;
			if (isObject(data6)) {
				const path3 = path + "/missing_reasons";
				for (const key7 in data6) {
					const errs8 = errors.length;
					checkRequestedCurrencyCode(errors, key7, path3, "#/properties/missing_reasons/propertyNames", undefined, key7);
					if (errors.length !== errs8) fail(errors, path3, "#/properties/missing_reasons/propertyNames", "propertyNames", { propertyName: key7 }, "property name must be valid");
				}
				const path4 = path + "/missing_reasons";
				for (const key9 in data6) {
					const data10 = data6[key9];
					if (typeof data10 != "string") typeFail(errors, path4 + "/" + esc(key9), "#/properties/missing_reasons/additionalProperties", "string");
				}
			} else typeFail(errors, path + "/missing_reasons", "#/properties/missing_reasons", "object");
		}
		if (data.age_seconds_by_currency !== undefined) {
			const data11 = data.age_seconds_by_currency;
			if (isObject(data11)) {
				const path5 = path + "/age_seconds_by_currency";
				for (const key12 in data11) {
					const errs13 = errors.length;
					checkCurrencyCode(errors, key12, path5, "#/properties/age_seconds_by_currency/propertyNames", undefined, key12);
					if (errors.length !== errs13) fail(errors, path5, "#/properties/age_seconds_by_currency/propertyNames", "propertyNames", { propertyName: key12 }, "property name must be valid");
				}
				const path6 = path + "/age_seconds_by_currency";
				for (const key14 in data11) {
					const data15 = data11[key14];
					if (!isInteger(data15)) typeFail(errors, path6 + "/" + esc(key14), "#/properties/age_seconds_by_currency/additionalProperties", "integer");
					if (typeof data15 == "number") {
						if (data15 < 0 || isNaN(data15)) limitFail(errors, path6 + "/" + esc(key14), "#/properties/age_seconds_by_currency/additionalProperties", "minimum", 0);
					}
				}
			} else typeFail(errors, path + "/age_seconds_by_currency", "#/properties/age_seconds_by_currency", "object");
		}
		if (data.as_of !== undefined) {
			const data16 = data.as_of;
			if (typeof data16 == "string") {
				if (!dateTime(data16)) fail(errors, path + "/as_of", "#/properties/as_of/format", "format", { format: "date-time" }, "must match format \"date-time\"");
			} else typeFail(errors, path + "/as_of", "#/properties/as_of", "string");
		}
		if (data.as_of_unix !== undefined) {
			const data17 = data.as_of_unix;
			if (!isInteger(data17)) typeFail(errors, path + "/as_of_unix", "#/properties/as_of_unix", "integer");
			if (typeof data17 == "number") {
				if (data17 < 0 || isNaN(data17)) limitFail(errors, path + "/as_of_unix", "#/properties/as_of_unix", "minimum", 0);
			}
		}
		if (data.stale !== undefined) {
			const data18 = data.stale;
			if (typeof data18 != "boolean") typeFail(errors, path + "/stale", "#/properties/stale", "boolean");
		}
		if (data.provenance !== undefined) {
			const data19 = data.provenance;
			if (!isObject(data19)) typeFail(errors, path + "/provenance", "#/properties/provenance", "object");
		}
	} else typeFail(errors, path, "#", "object");
	ForexRates.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

/** `CurrencyCode`, checked where it is used: the value's path is `path` and `key` (joined when an error is reported). */
function checkCurrencyCode(errors, data, path, schemaPath, key, propertyName) {
	if (typeof data != "string") typeFail(errors, join(path, key), schemaPath, "string", propertyName);
	if (!values0.has(data)) fail(errors, join(path, key), schemaPath + "/enum", "enum", { allowedValues: [...values0] }, "must be equal to one of the allowed values", propertyName);
}

/** `RequestedCurrencyCode`, checked where it is used: the value's path is `path` and `key` (joined when an error is reported). */
function checkRequestedCurrencyCode(errors, data, path, schemaPath, key, propertyName) {
	if (typeof data == "string") {
		if (!pattern1.test(data)) patternFail(errors, join(path, key), schemaPath, "^[A-Z]{3}$", propertyName);
	} else typeFail(errors, join(path, key), schemaPath, "string", propertyName);
}
