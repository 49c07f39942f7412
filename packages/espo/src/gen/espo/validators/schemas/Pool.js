// Generated from specs/openrpc/espo.yaml by tools/codegen. Do not edit.

import { isObject, pattern, patternFail, requiredFail, typeFail } from "@gw/runtime/validator-support";

const pattern0 = pattern("^(0|[1-9][0-9]*):(0|[1-9][0-9]*)$", "u");
const pattern1 = pattern("^(0|[1-9][0-9]*)(\\.[0-9]+)?$", "u");

export function Pool(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.token0 === undefined) requiredFail(errors, path, "#", "token0");
		if (data.token1 === undefined) requiredFail(errors, path, "#", "token1");
		if (data.reserve0 === undefined) requiredFail(errors, path, "#", "reserve0");
		if (data.reserve1 === undefined) requiredFail(errors, path, "#", "reserve1");
		if (data.total_supply === undefined) requiredFail(errors, path, "#", "total_supply");
		if (data.token0 !== undefined) checkAlkaneIdText(errors, data.token0, path + "/token0", "#/properties/token0");
		if (data.token1 !== undefined) checkAlkaneIdText(errors, data.token1, path + "/token1", "#/properties/token1");
		if (data.reserve0 !== undefined) checkDecimalString(errors, data.reserve0, path + "/reserve0", "#/properties/reserve0");
		if (data.reserve1 !== undefined) checkDecimalString(errors, data.reserve1, path + "/reserve1", "#/properties/reserve1");
		if (data.total_supply !== undefined) checkDecimalString(errors, data.total_supply, path + "/total_supply", "#/properties/total_supply");
		if (data.base !== undefined) checkAlkaneIdText(errors, data.base, path + "/base", "#/properties/base");
		if (data.quote !== undefined) checkAlkaneIdText(errors, data.quote, path + "/quote", "#/properties/quote");
		if (data.base_reserve !== undefined) checkDecimalString(errors, data.base_reserve, path + "/base_reserve", "#/properties/base_reserve");
		if (data.quote_reserve !== undefined) checkDecimalString(errors, data.quote_reserve, path + "/quote_reserve", "#/properties/quote_reserve");
		if (data.source !== undefined) {
			const data0 = data.source;
			if (typeof data0 != "string") typeFail(errors, path + "/source", "#/properties/source", "string");
		}
	} else typeFail(errors, path, "#", "object");
	Pool.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

/** `AlkaneIdText`, checked where it is used. */
function checkAlkaneIdText(errors, data, path, schemaPath, propertyName) {
	if (typeof data == "string") {
		if (!pattern0.test(data)) patternFail(errors, path, schemaPath, "^(0|[1-9][0-9]*):(0|[1-9][0-9]*)$", propertyName);
	} else typeFail(errors, path, schemaPath, "string", propertyName);
}

/** `DecimalString`, checked where it is used. */
function checkDecimalString(errors, data, path, schemaPath, propertyName) {
	if (typeof data == "string") {
		if (!pattern1.test(data)) patternFail(errors, path, schemaPath, "^(0|[1-9][0-9]*)(\\.[0-9]+)?$", propertyName);
	} else typeFail(errors, path, schemaPath, "string", propertyName);
}
