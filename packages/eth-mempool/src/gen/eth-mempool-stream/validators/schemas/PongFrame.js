// Generated from specs/asyncapi/eth-mempool-stream.yaml by tools/codegen. Do not edit.

import { fail, isInteger, isObject, join, limitFail, requiredFail, typeFail } from "@gw/runtime/validator-support";

export function PongFrame(data, path = "") {
	const errors = [];
	const errs0 = errors.length;
	const errs1 = errors.length;
	let valid2 = false;
	const errs3 = errors.length;
	if (isObject(data)) {
		if (data.instance === undefined) requiredFail(errors, path, "#/not/anyOf/0", "instance");
	}
	valid2 = errors.length === errs3;
	if (!valid2) {
		const errs4 = errors.length;
		if (isObject(data)) {
			if (data.record === undefined) requiredFail(errors, path, "#/not/anyOf/1", "record");
		}
		valid2 = errors.length === errs4;
	}
	if (!valid2) {
		const errs5 = errors.length;
		if (isObject(data)) {
			if (data.hash === undefined) requiredFail(errors, path, "#/not/anyOf/2", "hash");
		}
		valid2 = errors.length === errs5;
	}
	if (!valid2) {
		const errs6 = errors.length;
		if (isObject(data)) {
			if (data.number === undefined) requiredFail(errors, path, "#/not/anyOf/3", "number");
		}
		valid2 = errors.length === errs6;
	}
	if (!valid2) {
		const errs7 = errors.length;
		if (isObject(data)) {
			if (data.action === undefined) requiredFail(errors, path, "#/not/anyOf/4", "action");
		}
		valid2 = errors.length === errs7;
	}
	if (valid2) {
		errors.length = errs1;
	} else {
		fail(errors, path, "#/not/anyOf", "anyOf", {}, "must match a schema in anyOf");
	}
	if (errors.length === errs0) {
		fail(errors, path, "#/not", "not", {}, "must NOT be valid");
	} else errors.length = errs0;
	if (isObject(data)) {
		if (data.type !== undefined) {
			const data8 = data.type;
			if (data8 !== "pong") fail(errors, path + "/type", "#/properties/type/const", "const", { allowedValue: "pong" }, "must be equal to constant");
			checkFrameType(errors, data8, path, "#/properties/type/allOf/0", "type");
		}
		if (data.seq !== undefined) {
			const data9 = data.seq;
			checkStreamSeq(errors, data9, path, "#/properties/seq/allOf/0", "seq");
		}
	} else typeFail(errors, path, "#", "object");
	PongFrame.errors = errors.length === 0 ? null : errors;
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
