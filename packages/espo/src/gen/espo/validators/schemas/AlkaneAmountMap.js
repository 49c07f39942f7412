// Generated from specs/openrpc/espo.yaml by tools/codegen. Do not edit.

import { esc, fail, isObject, pattern, patternFail, typeFail } from "@gw/runtime/validator-support";

const pattern0 = pattern("^(0|[1-9][0-9]*):(0|[1-9][0-9]*)$", "u");
const pattern1 = pattern("^(0|[1-9][0-9]*)(\\.[0-9]+)?$", "u");

export function AlkaneAmountMap(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		for (const key0 in data) {
			const errs1 = errors.length;
			checkAlkaneIdText(errors, key0, path, "#/propertyNames", key0);
			if (errors.length !== errs1) fail(errors, path, "#/propertyNames", "propertyNames", { propertyName: key0 }, "property name must be valid");
		}
		for (const key2 in data) checkDecimalString(errors, data[key2], path + "/" + esc(key2), "#/additionalProperties");
	} else typeFail(errors, path, "#", "object");
	AlkaneAmountMap.errors = errors.length === 0 ? null : errors;
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
