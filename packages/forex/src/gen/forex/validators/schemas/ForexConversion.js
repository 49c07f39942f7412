// Generated from specs/openrpc/forex.yaml by tools/codegen. Do not edit.

import { dateTime, esc, fail, isInteger, isObject, join, limitFail, requiredFail, typeFail } from "@gw/runtime/validator-support";
import { checkDecimalString } from "@gw/runtime/common-validators/DecimalString";

const values0 = new Set(["USD","EUR","GBP","JPY","CNY","INR","CAD","AUD","CHF","BRL","MXN","ARS","NGN","ZAR","TRY","RUB","KRW","IDR","PHP","VND"]);

export function ForexConversion(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.result === undefined) requiredFail(errors, path, "#", "result");
		if (data.result !== undefined) checkDecimalString(errors, data.result, path, "#/properties/result", "result");
		if (data.as_of !== undefined) {
			const data0 = data.as_of;
			if (typeof data0 == "string") {
				if (!dateTime(data0)) fail(errors, path + "/as_of", "#/properties/as_of/format", "format", { format: "date-time" }, "must match format \"date-time\"");
			} else typeFail(errors, path + "/as_of", "#/properties/as_of", "string");
		}
		if (data.as_of_unix !== undefined) {
			const data1 = data.as_of_unix;
			if (!isInteger(data1)) typeFail(errors, path + "/as_of_unix", "#/properties/as_of_unix", "integer");
			if (typeof data1 == "number") {
				if (data1 < 0 || isNaN(data1)) limitFail(errors, path + "/as_of_unix", "#/properties/as_of_unix", "minimum", 0);
			}
		}
		if (data.stale !== undefined) {
			const data2 = data.stale;
			if (typeof data2 != "boolean") typeFail(errors, path + "/stale", "#/properties/stale", "boolean");
		}
		if (data.age_seconds_by_currency !== undefined) {
			const data3 = data.age_seconds_by_currency;
			if (isObject(data3)) {
				const path0 = path + "/age_seconds_by_currency";
				for (const key4 in data3) {
					const errs5 = errors.length;
					checkCurrencyCode(errors, key4, path0, "#/properties/age_seconds_by_currency/propertyNames", undefined, key4);
					if (errors.length !== errs5) fail(errors, path0, "#/properties/age_seconds_by_currency/propertyNames", "propertyNames", { propertyName: key4 }, "property name must be valid");
				}
				const path1 = path + "/age_seconds_by_currency";
				for (const key6 in data3) {
					const data7 = data3[key6];
					if (!isInteger(data7)) typeFail(errors, path1 + "/" + esc(key6), "#/properties/age_seconds_by_currency/additionalProperties", "integer");
					if (typeof data7 == "number") {
						if (data7 < 0 || isNaN(data7)) limitFail(errors, path1 + "/" + esc(key6), "#/properties/age_seconds_by_currency/additionalProperties", "minimum", 0);
					}
				}
			} else typeFail(errors, path + "/age_seconds_by_currency", "#/properties/age_seconds_by_currency", "object");
		}
	} else typeFail(errors, path, "#", "object");
	ForexConversion.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

/** `CurrencyCode`, checked where it is used: the value's path is `path` and `key` (joined when an error is reported). */
function checkCurrencyCode(errors, data, path, schemaPath, key, propertyName) {
	if (typeof data != "string") typeFail(errors, join(path, key), schemaPath, "string", propertyName);
	if (!values0.has(data)) fail(errors, join(path, key), schemaPath + "/enum", "enum", { allowedValues: [...values0] }, "must be equal to one of the allowed values", propertyName);
}
