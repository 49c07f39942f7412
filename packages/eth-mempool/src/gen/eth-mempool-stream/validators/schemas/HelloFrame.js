// Generated from specs/asyncapi/eth-mempool-stream.yaml by tools/codegen. Do not edit.

import { fail, isInteger, isObject, join, limitFail, requiredFail, typeFail, ucs2length } from "@gw/runtime/validator-support";

export function HelloFrame(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.instance === undefined) requiredFail(errors, path, "#", "instance");
		if (data.seq === undefined) requiredFail(errors, path, "#", "seq");
		if (data.type !== undefined) {
			const data0 = data.type;
			if (data0 !== "hello") fail(errors, path + "/type", "#/properties/type/const", "const", { allowedValue: "hello" }, "must be equal to constant");
			checkFrameType(errors, data0, path, "#/properties/type/allOf/0", "type");
		}
		if (data.instance !== undefined) {
			const data1 = data.instance;
			if (typeof data1 == "string") {
				if (ucs2length(data1) < 1) fail(errors, path + "/instance", "#/properties/instance/minLength", "minLength", { limit: 1 }, "must NOT have fewer than 1 characters");
			} else typeFail(errors, path + "/instance", "#/properties/instance", "string");
		}
		if (data.seq !== undefined) checkStreamSeq(errors, data.seq, path, "#/properties/seq", "seq");
	} else typeFail(errors, path, "#", "object");
	HelloFrame.errors = errors.length === 0 ? null : errors;
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
