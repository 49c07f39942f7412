// Generated from specs/asyncapi/eth-mempool-stream.yaml by tools/codegen. Do not edit.

import { fail, isInteger, isObject, limitFail, requiredFail, typeFail } from "@gw/runtime/validator-support";

export function ResetFrame(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.reason === undefined) requiredFail(errors, path, "#", "reason");
		if (data.action === undefined) requiredFail(errors, path, "#", "action");
		if (data.type !== undefined) {
			const data0 = data.type;
			if (data0 !== "reset") fail(errors, path + "/type", "#/properties/type/const", "const", { allowedValue: "reset" }, "must be equal to constant");
			checkFrameType(errors, data0, path + "/type", "#/properties/type/allOf/0");
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
			checkStreamSeq(errors, data3, path + "/seq", "#/properties/seq/allOf/0");
		}
	} else typeFail(errors, path, "#", "object");
	ResetFrame.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

/** `FrameType`, checked where it is used. */
function checkFrameType(errors, data, path, schemaPath, propertyName) {
	if (typeof data != "string") typeFail(errors, path, schemaPath, "string", propertyName);
}

/** `StreamSeq`, checked where it is used. */
function checkStreamSeq(errors, data, path, schemaPath, propertyName) {
	if (!isInteger(data)) typeFail(errors, path, schemaPath, "integer", propertyName);
	if (typeof data == "number") {
		if (data < 0 || isNaN(data)) limitFail(errors, path, schemaPath, "minimum", 0, propertyName);
	}
}
