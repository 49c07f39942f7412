// Generated from specs/openrpc/espo.yaml by tools/codegen. Do not edit.

import { fail, isObject, pattern, patternFail, requiredFail, typeFail } from "@gw/runtime/validator-support";

const values0 = ["address","alkane"];
const pattern1 = pattern("^(0|[1-9][0-9]*):(0|[1-9][0-9]*)$", "u");
const pattern2 = pattern("^(0|[1-9][0-9]*)(\\.[0-9]+)?$", "u");

export function Holder(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.address === undefined) requiredFail(errors, path, "#", "address");
		if (data.amount === undefined) requiredFail(errors, path, "#", "amount");
		if (data.address !== undefined) {
			const data0 = data.address;
			if (typeof data0 != "string") typeFail(errors, path + "/address", "#/properties/address", "string");
		}
		if (data.amount !== undefined) checkDecimalString(errors, data.amount, path + "/amount", "#/properties/amount");
		if (data.type !== undefined) {
			const data1 = data.type;
			if (typeof data1 != "string") typeFail(errors, path + "/type", "#/properties/type", "string");
			if (!values0.includes(data1)) fail(errors, path + "/type", "#/properties/type/enum", "enum", { allowedValues: values0 }, "must be equal to one of the allowed values");
		}
		if (data.alkane !== undefined) checkAlkaneIdText(errors, data.alkane, path + "/alkane", "#/properties/alkane");
	} else typeFail(errors, path, "#", "object");
	Holder.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

/** `AlkaneIdText`, checked where it is used. */
function checkAlkaneIdText(errors, data, path, schemaPath, propertyName) {
	if (typeof data == "string") {
		if (!pattern1.test(data)) patternFail(errors, path, schemaPath, "^(0|[1-9][0-9]*):(0|[1-9][0-9]*)$", propertyName);
	} else typeFail(errors, path, schemaPath, "string", propertyName);
}

/** `DecimalString`, checked where it is used. */
function checkDecimalString(errors, data, path, schemaPath, propertyName) {
	if (typeof data == "string") {
		if (!pattern2.test(data)) patternFail(errors, path, schemaPath, "^(0|[1-9][0-9]*)(\\.[0-9]+)?$", propertyName);
	} else typeFail(errors, path, schemaPath, "string", propertyName);
}
