// Generated from specs/asyncapi/eth-mempool-stream.yaml by tools/codegen. Do not edit.

import { fail, isInteger, isObject, join, limitFail, requiredFail, typeFail } from "@gw/runtime/validator-support";

export function ResetFrame(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.reason === undefined) requiredFail(errors, path, "#", "reason");
		if (data.action === undefined) requiredFail(errors, path, "#", "action");
		if (data.type !== undefined) {
			const data0 = data.type;
			if (data0 !== "reset") fail(errors, path + "/type", "#/properties/type/const", "const", { allowedValue: "reset" }, "must be equal to constant");
			checkFrameType(errors, data0, path, "#/properties/type/allOf/0", "type");
		}
		if (data.reason !== undefined) {
			const data1 = data.reason;
			if (typeof data1 != "string") typeFail(errors, path + "/reason", "#/properties/reason", "string");
		}
		if (data.action !== undefined) {
			const data2 = data.action;
			if (data2 !== "resync") fail(errors, path + "/action", "#/properties/action/const", "const", { allowedValue: "resync" }, "must be equal to constant");
		}
		if (data.seq !== undefined) {
			const data3 = data.seq;
			checkStreamSeq(errors, data3, path, "#/properties/seq/allOf/0", "seq");
		}
	} else typeFail(errors, path, "#", "object");
	ResetFrame.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

/** `FrameType`, checked where it is used: the value's path is `path` and `key` (joined when an error is reported). */
function checkFrameType(errors, data, path, schemaPath, key, propertyName) {
	if (typeof data != "string") typeFail(errors, join(path, key), schemaPath, "string", propertyName);
}

/** `StreamSeq`, checked where it is used: the value's path is `path` and `key` (joined when an error is reported). */
function checkStreamSeq(errors, data, path, schemaPath, key, propertyName) {
	if (!isInteger(data)) typeFail(errors, join(path, key), schemaPath, "integer", propertyName);
	if (typeof data == "number") {
		if (data < 0 || isNaN(data)) limitFail(errors, join(path, key), schemaPath, "minimum", 0, propertyName);
	}
}
