// Generated from specs/openrpc/espo.yaml by tools/codegen. Do not edit.

import { isObject, pattern, patternFail, requiredFail, typeFail } from "@gw/runtime/validator-support";

const pattern0 = pattern("^(0|[1-9][0-9]*):(0|[1-9][0-9]*)$", "u");
const pattern1 = pattern("^(0|[1-9][0-9]*)(\\.[0-9]+)?$", "u");

export function SwapHop(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.pool === undefined) requiredFail(errors, path, "#", "pool");
		if (data.token_in === undefined) requiredFail(errors, path, "#", "token_in");
		if (data.token_out === undefined) requiredFail(errors, path, "#", "token_out");
		if (data.amount_in === undefined) requiredFail(errors, path, "#", "amount_in");
		if (data.amount_out === undefined) requiredFail(errors, path, "#", "amount_out");
		if (data.pool !== undefined) checkAlkaneIdText(errors, data.pool, path + "/pool", "#/properties/pool");
		if (data.token_in !== undefined) checkAlkaneIdText(errors, data.token_in, path + "/token_in", "#/properties/token_in");
		if (data.token_out !== undefined) checkAlkaneIdText(errors, data.token_out, path + "/token_out", "#/properties/token_out");
		if (data.amount_in !== undefined) checkDecimalString(errors, data.amount_in, path + "/amount_in", "#/properties/amount_in");
		if (data.amount_out !== undefined) checkDecimalString(errors, data.amount_out, path + "/amount_out", "#/properties/amount_out");
	} else typeFail(errors, path, "#", "object");
	SwapHop.errors = errors.length === 0 ? null : errors;
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
