// Generated from specs/components/common.yaml by tools/codegen. Do not edit.

import { isObject, pattern, patternFail, requiredFail, typeFail } from "../../../validator-support.js";

const pattern0 = pattern("^(0|[1-9][0-9]*)$", "u");

export function IdObject(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.block === undefined) requiredFail(errors, path, "#", "block");
		if (data.tx === undefined) requiredFail(errors, path, "#", "tx");
		if (data.block !== undefined) checkUintString(errors, data.block, path + "/block", "#/properties/block");
		if (data.tx !== undefined) checkUintString(errors, data.tx, path + "/tx", "#/properties/tx");
	} else typeFail(errors, path, "#", "object");
	IdObject.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

/** `UintString`, checked where it is used. */
function checkUintString(errors, data, path, schemaPath, propertyName) {
	if (typeof data == "string") {
		if (!pattern0.test(data)) patternFail(errors, path, schemaPath, "^(0|[1-9][0-9]*)$", propertyName);
	} else typeFail(errors, path, schemaPath, "string", propertyName);
}
